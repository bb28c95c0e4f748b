// /profile (login required, every role): the person's own profile; saving refreshes the session's user.
import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { currentUserQueryOptions } from '@/api/current-user';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/profile')({
  head: () => titled('Your Profile'),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { user: sessionUser } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const { data } = useQuery(currentUserQueryOptions());
  const onSaved = (saved: PublicUser) => {
    queryClient.setQueryData(currentUserQueryOptions().queryKey, saved);
  };
  return <ProfilePage user={data ?? sessionUser} onSaved={onSaved} />;
}
