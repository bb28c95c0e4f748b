// Landing page `/`: a spinner while the session loads; signed-in users go to /dashboard; visitors see the hero.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCurrentUser } from '@/features/auth/api/current-user';
import { LandingHero } from '@/features/landing/components/landing-hero';

const redirectSignedIn = (user: unknown) => {
  // SPEC §2 sends companies to /company-dashboard; that screen is not built yet, so everyone goes to /dashboard.
  if (user) throw redirect({ to: '/dashboard', replace: true });
};

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const user = loadCurrentUser(context.queryClient);
    return user instanceof Promise ? user.then(redirectSignedIn) : redirectSignedIn(user);
  },
  component: LandingHero,
});
