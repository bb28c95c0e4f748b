// /dashboard (login required): for now who is signed in and a Sign out button; role dashboards come later.
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth/api/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { SessionCard } from '@/features/auth/components/session-card';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const { user: sessionUser } = Route.useRouteContext();
  const { data } = useQuery(currentUserQueryOptions());
  const signOut = useSignOut();
  return <SessionCard user={data ?? sessionUser} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />;
}
