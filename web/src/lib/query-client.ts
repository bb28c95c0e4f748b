// The app's QueryClient with SPEC §9's defaults: no interval, no refetch on focus, never stale, no retries.
import { QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * For a loader whose data other people change (applicants arriving, an admin's decision): the cached answer at once
 * (or a first load), and a refresh in the background that updates the screen when it lands.
 */
export function ensureRevalidated<TData, TKey extends QueryKey>(queryClient: QueryClient, options: EnsureQueryDataOptions<TData, Error, TData, TKey>) {
  return queryClient.ensureQueryData({ ...options, staleTime: 0, revalidateIfStale: true });
}
