// The admin lists' shared shape: ?q=&sort=&order=&limit=&offset= in, rows plus the X-Total-Count total out.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getWithHeaders } from '@/lib/api-client';

export const ADMIN_API = '/api/admin';

export interface ListParams {
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export type ListQueryParams = Partial<ListParams> & Record<string, string | number | undefined>;

export function listSearch(params: Partial<ListParams> & Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One page of an admin list (the key holds the path and every parameter); the previous page stays shown while the next loads. */
export function adminListQueryOptions<T>(path: string, params: ListQueryParams) {
  return queryOptions({
    queryKey: [path, params] as readonly [string, ListQueryParams],
    queryFn: async (): Promise<ListPage<T>> => {
      const { body, headers } = await getWithHeaders<T[]>(`${path}${listSearch(params)}`);
      const total = Number(headers.get('X-Total-Count'));
      return { rows: body, total: Number.isFinite(total) ? total : body.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** How many rows a list has (limit=0 answers no rows, only the total): the stat cards and counts. */
export function adminCountQueryOptions(path: string) {
  return queryOptions({
    queryKey: [path, 'count'] as const,
    queryFn: async () => Number((await getWithHeaders<unknown[]>(`${path}?limit=0`)).headers.get('X-Total-Count') ?? 0),
  });
}

/** After any admin change: every admin list, count, stats and audit page, and the public lists built from the same data. */
export function refreshAfterAdminChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && (head.startsWith(ADMIN_API) || head.startsWith('/api/blog') || head.startsWith('/api/internships'));
    },
  });
}

/** What a table asks for one page of its list. */
export type ListQueryOptions<T> = ReturnType<typeof adminListQueryOptions<T>>;
