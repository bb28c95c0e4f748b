// The current-user resource: its query options (401 → null, never throws) and a loader for route guards.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { getOrNullOn401 } from '@/lib/api-client';

export const CURRENT_USER_PATH = '/api/user';

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: [CURRENT_USER_PATH] as const,
    queryFn: () => getOrNullOn401<PublicUser>(CURRENT_USER_PATH),
  });
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
