// The current-user resource, /api/user: its key and query options (401 → null, never throws; no request at all without
// the server's signed-in hint), a loader for route guards, and the changes to one's own account (PATCH, DELETE). Shared
// (web/src/api/): the shell, the route guards and the auth, profile and settings features all read or write it.
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { answerOrNullOn401, api, apiRequest, getOrNullOn401 } from '@/lib/api-client';
import { hasSignedInHint } from './signed-in-hint';

const CURRENT_USER_PATH = '/api/user';

/** One entry: the signed-in user (null for a visitor). */
export const currentUserKeys = {
  all: ['current-user'] as const,
};

/** Whether a cache entry is the session's (sign-out keeps it, a pre-render never hands it to the browser). */
export const isCurrentUserKey = (queryKey: QueryKey) => queryKey[0] === currentUserKeys.all[0];

declare global {
  interface Window {
    /** GET /api/user, started by public/early-session.js while the app's scripts download. */
    __ifhEarlySession?: Promise<Response>;
    /** Set once the app has looked the session up: public/early-session.js, when it runs late, then asks nothing. */
    __ifhSessionAsked?: boolean;
  }
}

/** The early request, for the app's first look-up of the session only (main.tsx makes that look-up at start). */
function takeEarlySession(): Promise<Response> | null {
  const early = window.__ifhEarlySession ?? null;
  window.__ifhEarlySession = undefined;
  window.__ifhSessionAsked = true;
  return early;
}

/** Counts sign-ins, sign-ups and sign-outs in this tab: an answer asked for before one of them describes the old session. */
let sessionGeneration = 0;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.all,
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
  window.__ifhSessionAsked = true;
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

/** The fields a person may change on their own account: the profile fields of their role (a student's résumé: skills,
 * projects, achievements), and the e-mail notices. */
export type AccountChanges = Partial<
  Pick<PublicUser, 'firstName' | 'lastName' | 'location' | 'bio' | 'companyName' | 'companyField' | 'website' | 'notices' | 'skills' | 'projects' | 'achievements'>
>;

/** PATCH /api/user → the updated user (400 with field errors). The caller puts the answer in the cache. */
export const updateCurrentUser = (changes: AccountChanges) => api.patch<PublicUser>(CURRENT_USER_PATH, changes);

/** DELETE /api/user { password }: the account and the person's data are erased (the caller then forgets the session). */
export const deleteCurrentUser = (password: string) => apiRequest<void>('DELETE', CURRENT_USER_PATH, { password });
