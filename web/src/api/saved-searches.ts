// A student's saved searches (DESIGN.md §4.6), used by the search page (save) and the dashboard (list, e-mail switch, delete):
// GET and POST /api/user/searches, PATCH and DELETE /api/user/searches/:id, with the key factory they share.
import { queryOptions } from '@tanstack/react-query';
import type { SavedSearch } from '@domain/saved-searches/types';
import type { SavedSearchQuery } from '@domain/saved-searches/params';
import { api } from '@/lib/api-client';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
};

/** Students only: the server answers 401/403 to anyone else, so callers enable it for students. */
export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: () => api.get<SavedSearch[]>('/api/user/searches'),
  });
}

/** Saves a search: the saved one (the one saved before, when the same search was saved already). */
export const saveSearch = (query: SavedSearchQuery, emailDaily = true) => api.post<SavedSearch>('/api/user/searches', { query, emailDaily });

export const setSavedSearchEmail = (id: string, emailDaily: boolean) => api.patch<SavedSearch>(`/api/user/searches/${encodeURIComponent(id)}`, { emailDaily });

export const deleteSavedSearch = (id: string) => api.delete(`/api/user/searches/${encodeURIComponent(id)}`);
