// A loader's read of one resource that answers 404 with the route's not-found view, without asking again when the
// answer was already a 404 (a pre-rendered not-found page hydrates without repeating the failing request).
import { notFound } from '@tanstack/react-router';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

const isNotFoundError = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

export async function ensureFound<T, TKey extends QueryKey>(queryClient: QueryClient, options: EnsureQueryDataOptions<T, Error, T, TKey>): Promise<T> {
  const known = queryClient.getQueryState(options.queryKey);
  if (known?.status === 'error' && known.data === undefined && isNotFoundError(known.error)) throw notFound();
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
