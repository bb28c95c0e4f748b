// What a saved search finds, as a key (the list's own filter schema reads the query): the same search saved twice is one.
import { internshipFiltersSchema } from '../internships/schemas';
import type { SavedSearchQuery } from './params';

/** Sorted keys and lists, so that the same filters written in another order compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/**
 * What the search finds, as a key: the filters the list's schema reads from the query (defaults filled in, so `currency=INR`
 * and no currency are one search), compared without case or order. A query the schema refuses keys as written.
 */
export function searchKey(query: SavedSearchQuery | null): string {
  const parsed = internshipFiltersSchema.safeParse(query ?? {});
  return JSON.stringify(canonical(parsed.success ? parsed.data : query ?? {}));
}
