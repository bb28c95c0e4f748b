// /search (public, DESIGN §2): the internship search; filters live in the URL, students get a heart on each card.
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { currentUserQueryOptions } from '@/api/current-user';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { favoritesQueryOptions } from '@/features/favorites/api/favorites';
import { internshipsQueryOptions } from '@/api/internships';
import { InternshipSearchPage } from '@/features/internships/components/internship-search-page';
import { parseSearchParams, type RawSearch, type SearchParams } from '@/features/internships/components/search-params';
import { headOf } from '@/lib/page-head';
import { countryOfLocation } from '@domain/internships/countries';
import { apiFiltersOf, currencyOfCountry } from '@/features/internships/components/filter-values';
import type { SearchChangeOptions } from '@/features/internships/components/internship-search-page';

export const Route = createFileRoute('/search')({
  head: () => headOf((t) => t.staticPages['/search']),
  // The URL's values as they come: the page and the loader read them with parseSearchParams, which loads with them (the
  // parser and its lists stay out of everyone's first load; this route's options are in it).
  validateSearch: (search: Record<string, unknown>): RawSearch => search,
  loaderDeps: ({ search }) => search,
  // Starts the first page early without waiting for it: the page shows its placeholders meanwhile (a pre-render waits
  // for it). The key is the one the page's infinite query uses (an amount asked goes with the URL's currency, else INR:
  // the page's key differs only for a signed-in viewer elsewhere given a link without one).
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(internshipsQueryOptions(apiFiltersOf(parseSearchParams(deps), undefined)));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: user } = useQuery(currentUserQueryOptions());
  const isStudent = user?.role === 'student';
  // Loaded here for students only (everyone else gets 401/403); the hearts read the same cache entry.
  useQuery({ ...favoritesQueryOptions(), enabled: isStudent });

  const onSearchChange = useCallback(
    (patch: Partial<SearchParams>, { replace = false }: SearchChangeOptions = {}) =>
      void navigate({ search: (prev) => parseSearchParams({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const viewerCurrency = currencyOfCountry(countryOfLocation(user?.location));
  const renderFavorite = isStudent ? (i: Internship) => <FavoriteButton internshipId={i.id} title={i.title} /> : undefined;

  return <InternshipSearchPage search={search} onSearchChange={onSearchChange} viewerCurrency={viewerCurrency} renderFavorite={renderFavorite} />;
}
