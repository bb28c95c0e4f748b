// Landing page `/`: a spinner while the session loads; companies go to /company-dashboard, other signed-in users to
// /dashboard (SPEC §2); visitors see the landing page.
import { createFileRoute, redirect } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { loadCurrentUser } from '@/api/current-user';
import { LandingPage } from '@/features/landing/components/landing-page';
import { headOf } from '@/lib/page-head';

const redirectSignedIn = (user: PublicUser | null) => {
  if (!user) return;
  if (user.role === 'company') throw redirect({ to: '/company-dashboard', replace: true });
  throw redirect({ to: '/dashboard', replace: true });
};

export const Route = createFileRoute('/')({
  head: () => headOf((t) => t.staticPages['/']),
  beforeLoad: ({ context }) => {
    const user = loadCurrentUser(context.queryClient);
    return user instanceof Promise ? user.then(redirectSignedIn) : redirectSignedIn(user);
  },
  component: LandingPage,
});
