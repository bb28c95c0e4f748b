// /company-dashboard and its screens (login and company role; everyone else goes to /auth?tab=login, SPEC §2).
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { loadCurrentUser, withFreshApproval } from '@/api/current-user';

export const Route = createFileRoute('/company-dashboard')({
  beforeLoad: async ({ context: { queryClient } }) => {
    const user = await loadCurrentUser(queryClient);
    if (!user || user.role !== 'company') throw redirect({ to: '/auth', search: { tab: 'login' }, replace: true });
    return { user: await withFreshApproval(queryClient, user) };
  },
  component: Outlet,
});
