// The current-user resource: its query options (401 → null, never throws; no request at all without the server's
// signed-in hint) and a loader for route guards.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { answerOrNullOn401, getOrNullOn401 } from '@/lib/api-client';
import { hasSignedInHint } from './signed-in-hint';

export const CURRENT_USER_PATH = '/api/user';

declare global {
  interface Window {
    /** GET /api/user, started by public/early-session.js while the app's scripts download. */
    __ifhEarlySession?: Promise<Response>;
  }
}

/** The early request, for the app's first look-up of the session only (main.tsx makes that look-up at start). */
function takeEarlySession(): Promise<Response> | null {
  const early = window.__ifhEarlySession ?? null;
  window.__ifhEarlySession = undefined;
  return early;
}

/** Counts sign-ins, sign-ups and sign-outs in this tab: an answer asked for before one of them describes the old session. */
let sessionGeneration = 0;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: [CURRENT_USER_PATH] as const,
    queryFn: async () => {
      // Visitors have no hint cookie: they are anonymous without asking (the server would answer 401).
      if (!hasSignedInHint()) return null;
      const asked = sessionGeneration;
      const early = takeEarlySession();
      const user = early ? await answerOrNullOn401<PublicUser>(early) : await getOrNullOn401<PublicUser>(CURRENT_USER_PATH);
      // The session changed while the answer was on its way (e.g. a sign-up while the page's first look-up was slow):
      // ask again rather than put the old session back.
      return asked === sessionGeneration ? user : getOrNullOn401<PublicUser>(CURRENT_USER_PATH);
    },
  });
}

/**
 * After signing in, up or out: the session is `user` (null: none). Look-ups still on their way are cancelled and the
 * early one dropped, so no answer about the old session can land after this one.
 */
export async function setCurrentUser(queryClient: QueryClient, user: PublicUser | null) {
  sessionGeneration++;
  window.__ifhEarlySession = undefined;
  const { queryKey } = currentUserQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, user);
}

/**
 * The session for a route's beforeLoad: synchronous when it is already cached (no spinner flash),
 * otherwise the pending fetch, so the route's pending spinner shows while the session loads.
 */
export function loadCurrentUser(queryClient: QueryClient): PublicUser | null | Promise<PublicUser | null> {
  const options = currentUserQueryOptions();
  const cached = queryClient.getQueryData(options.queryKey);
  return cached !== undefined ? cached : queryClient.ensureQueryData(options);
}

/**
 * For the company guards: an unapproved company's cached session may predate its approval, so ask the server again
 * before sending it away from its dashboard (everyone else keeps the cached session).
 */
export async function withFreshApproval(queryClient: QueryClient, user: PublicUser): Promise<PublicUser> {
  if (user.role !== 'company' || user.isApproved) return user;
  return (await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })) ?? user;
}
