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
import { parseSearchParams, skillsOf, type SearchParams } from '@/features/internships/components/search-params';
import { STATIC_PAGE_META } from '@domain/site/page-meta';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/search')({
  head: () => headOf(STATIC_PAGE_META['/search']),
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => ({ q: search.q, location: search.location, type: search.type, skills: skillsOf(search) }),
  // Starts the first page early without waiting for it: the page shows its placeholders meanwhile (a pre-render waits
  // for it). The key is the one the page's infinite query uses.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(internshipsQueryOptions(deps));
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
    (patch: Partial<SearchParams>) => void navigate({ search: (prev) => parseSearchParams({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const renderFavorite = isStudent ? (i: Internship) => <FavoriteButton internshipId={i.id} title={i.title} /> : undefined;

  return <InternshipSearchPage search={search} onSearchChange={onSearchChange} renderFavorite={renderFavorite} />;
}
