// /saved (students; others → /dashboard): the saved internships as search cards with their hearts.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery, useQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { favoritesQueryOptions } from '@/features/favorites/api/favorites';
import { savedInternshipsQueryOptions } from '@/features/favorites/api/saved-internships';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { SavedInternshipsPage } from '@/features/favorites/components/saved-internships-page';
import { InternshipCard } from '@/features/internships/components/internship-card';

export const Route = createFileRoute('/_authenticated/saved')({
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'student') throw redirect({ to: '/dashboard', replace: true });
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(savedInternshipsQueryOptions()),
  pendingComponent: () => <PageSpinner />,
  component: SavedRoute,
});

function SavedRoute() {
  const { data } = useSuspenseQuery(savedInternshipsQueryOptions());
  // The hearts read the saved ids; un-hearting refreshes both lists, so the card leaves the page.
  useQuery(favoritesQueryOptions());
  return (
    <SavedInternshipsPage
      internships={data}
      renderCard={(internship) => (
        <InternshipCard key={internship.id} internship={internship} favorite={<FavoriteButton internshipId={internship.id} title={internship.title} />} />
      )}
    />
  );
}
