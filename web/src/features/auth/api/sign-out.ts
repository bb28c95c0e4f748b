// Sign-out: POST /api/logout, then whether it worked or not clear storage and every cached query, go to / and reload.
import { useCallback, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearBrowserStorage } from '@/lib/browser-storage';
import { isCurrentUserKey, setCurrentUser } from '@/api/current-user';
import { localeHref } from '@/i18n/locale';

/** Ends the session on the server and forgets it in the browser; never throws (SPEC §8: failure is only logged). */
export async function endSession(queryClient: QueryClient) {
  try {
    await api.post<void>('/api/logout');
  } catch (error) {
    console.error('Sign out failed', error);
  }
  clearBrowserStorage();
  // Every cached answer goes but the session's own query, which the shell is watching: it is set to 'nobody' in place
  // (removing it would leave the top bar bound to a removed, forever-loading query).
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
  await setCurrentUser(queryClient, null);
}

/**
 * Sign-out for the top bar and menus: `mutate()` ends the session, then goes to / and reloads; `isPending` meanwhile.
 * (Plain state rather than useMutation, whose code the first page would otherwise download: the shell uses this.)
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(() => {
    setPending(true);
    void endSession(queryClient).finally(() => window.location.assign(localeHref('/')));
  }, [queryClient]);
  return { mutate, isPending };
}
