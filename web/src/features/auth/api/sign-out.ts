// Sign-out: POST /api/logout, then whether it worked or not clear storage and every cached query, go to / and reload.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearBrowserStorage } from '@/lib/browser-storage';
import { currentUserQueryOptions } from './current-user';

/** Ends the session on the server and forgets it in the browser; never throws (SPEC §8: failure is only logged). */
export async function endSession(queryClient: QueryClient) {
  try {
    await api.post<void>('/api/logout');
  } catch (error) {
    console.error('Sign out failed', error);
  }
  clearBrowserStorage();
  queryClient.clear();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSession(queryClient),
    onSettled: () => {
      window.location.assign('/');
    },
  });
}
