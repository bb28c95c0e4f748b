// Search, sort and paging of an admin list in one place: a text match over chosen fields, a sort on an allowed field, a page.
import type { AdminListQuery } from '@domain/admin/schemas';

export interface Page<T> {
  items: T[];
  total: number;
}

export function page<T extends object>(rows: readonly T[], query: AdminListQuery, options: { search: (row: T) => string; sortable: readonly (keyof T & string)[]; defaultSort: keyof T & string }): Page<T> {
  const needle = query.q.toLowerCase();
  const matching = needle ? rows.filter((r) => options.search(r).toLowerCase().includes(needle)) : [...rows];
  const field = (options.sortable as readonly string[]).includes(query.sort) ? (query.sort as keyof T) : options.defaultSort;
  const value = (r: T) => {
    const v = r[field];
    return typeof v === 'string' ? v.toLowerCase() : (v as unknown as number | boolean | null);
  };
  matching.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * query.order;
  });
  return { items: matching.slice(query.offset, query.offset + query.limit), total: matching.length };
}
