// Login-required layout: loads the session (spinner meanwhile) and sends visitors to /auth; a visitor who opened an apply
// screen (/internship/{id}/apply) goes to /auth?tab=register with ?redirect= back to it after signing up or in.
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { loadCurrentUser } from '@/api/current-user';

const APPLY_PATH = /^\/internship\/[^/]+\/apply$/;

const requireUser = (user: PublicUser | null, pathname: string) => {
  if (!user) throw redirect(APPLY_PATH.test(pathname) ? { to: '/auth', search: { tab: 'register', redirect: pathname } } : { to: '/auth' });
  return { user };
};

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    const user = loadCurrentUser(context.queryClient);
    return user instanceof Promise ? user.then((u) => requireUser(u, location.pathname)) : requireUser(user, location.pathname);
  },
  component: Outlet,
});
