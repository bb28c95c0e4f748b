// Saving the search on /search for a signed-in student (POST /api/user/searches through @/api/saved-searches): the page's
// filters as the saved search keeps them, whether they are saved already, and the mutation behind 'Save this search'.
import { m } from '@/paraglide/messages.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '@domain/internships/stipend';
import { SAVED_SEARCH_PARAMS, type SavedSearchQuery } from '@domain/saved-searches/params';
import type { SavedSearch } from '@domain/saved-searches/types';
import { saveSearch, savedSearchKeys } from '@/api/saved-searches';
import { toast } from '@/lib/toast';
import type { SearchParams } from '../components/search-params';

/**
 * The search as the list filters by it: the URL's values as text (an amount keeps the currency it is asked in, the viewer's
 * when the URL names none); the page's upper stipend bound is the page's own, not the list's, and is not kept.
 */
export function savedQueryOf(search: SearchParams, viewerCurrency: Currency): SavedSearchQuery {
  const values: Record<string, unknown> = { ...search, currency: search.minStipend !== undefined ? (search.currency ?? viewerCurrency) : search.currency };
  const query: SavedSearchQuery = {};
  for (const name of SAVED_SEARCH_PARAMS) {
    const value = values[name];
    if (value !== undefined && value !== '') query[name] = String(value);
  }
  return query;
}

const entries = (q: SavedSearchQuery) => JSON.stringify(Object.entries(q).filter(([, v]) => v).sort(([a], [b]) => a.localeCompare(b)));

/** The saved search with exactly these filters, if any. */
export const savedMatching = (saved: readonly SavedSearch[] | undefined, query: SavedSearchQuery): SavedSearch | undefined =>
  saved?.find((s) => entries(s.query) === entries(query));

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: SavedSearchQuery) => saveSearch(query),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      toast({ title: m.search_saved_toast(), description: m.search_saved_toast_text() });
    },
    onError: (error) => toast({ title: m.search_save_failed(), description: error.message || m.search_please_try_again(), variant: 'destructive' }),
  });
}
