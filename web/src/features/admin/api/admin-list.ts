// The admin lists' shared shape: ?q=&sort=&order=&limit=&offset= in, rows plus the X-Total-Count total out.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { blogKeys } from '@/api/blog';
import { internshipKeys } from '@/api/internships';
import { getWithHeaders } from '@/lib/api-client';
import { adminKeys, type AdminList } from './admin-keys';

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

/**
 * One page of the admin list `list`, read from `path` (its owner module's GET /api/admin/…); the previous page stays
 * shown while the next loads.
 */
export function adminListQueryOptions<T>(list: AdminList, path: string, params: ListQueryParams) {
  return queryOptions({
    queryKey: adminKeys.page(list, params),
    queryFn: async (): Promise<ListPage<T>> => {
      const { body, headers } = await getWithHeaders<T[]>(`${path}${listSearch(params)}`);
      const total = Number(headers.get('X-Total-Count'));
      return { rows: body, total: Number.isFinite(total) ? total : body.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** How many rows a list has (limit=0 answers no rows, only the total): the stat cards and counts. */
export function adminCountQueryOptions(list: AdminList, path: string) {
  return queryOptions({
    queryKey: adminKeys.count(list),
    queryFn: async () => Number((await getWithHeaders<unknown[]>(`${path}?limit=0`)).headers.get('X-Total-Count') ?? 0),
  });
}

/** After any admin change: every admin list, count, stats and audit page, and the public lists built from the same data. */
export function refreshAfterAdminChange(queryClient: QueryClient) {
  return Promise.all([adminKeys.all, blogKeys.all, internshipKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What a table asks for one page of its list. */
export type ListQueryOptions<T> = ReturnType<typeof adminListQueryOptions<T>>;
