// Login-required layout: loads the session (spinner meanwhile) and sends visitors to /auth.
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { loadCurrentUser } from '@/api/current-user';

const requireUser = (user: PublicUser | null) => {
  if (!user) throw redirect({ to: '/auth' });
  return { user };
};

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context }) => {
    const user = loadCurrentUser(context.queryClient);
    return user instanceof Promise ? user.then(requireUser) : requireUser(user);
  },
  component: Outlet,
});
