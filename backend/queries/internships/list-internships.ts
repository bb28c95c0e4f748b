// Query: active internships, newest first, filtered by location, type, skills (any of) and text (title or description),
// a page at a time (keyset cursor over createdAt and id) with the total count; the read store's indexes do the filtering.
import type { Internship } from '@domain/internships/types';
import type { InternshipFilters, InternshipPageRequest } from '@domain/internships/schemas';
import { invalid } from '@domain/shared/errors';
import type { Filter, ReadStore } from '@backend/read-store/read-store';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { NOT_HIDDEN } from '@backend/projections/internships/listing-moderation';
import { toInternship } from './get-internship';

/** Newest first; the id breaks ties, so that the order is total and a cursor is a place in it. */
const NEWEST_FIRST = { createdAt: -1, id: 1 } as const;

/** The highest minimum age of the postings the searcher may see (null: any). */
export type AgeLimit = number | null;

export interface InternshipPage {
  items: Internship[];
  /** How many internships match the filters (every page). */
  total: number;
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}

export const INVALID_CURSOR = 'Invalid cursor';

/** The read-store filter of the search (location and q are case-insensitive substrings: text indexes narrow them). */
export function internshipFilter(filters: InternshipFilters, ageLimit: AgeLimit = null): Filter {
  const filter: Filter = { isActive: true, ...NOT_HIDDEN };
  // Age (DESIGN.md §4.2): a signed-in student finds only postings open to their age (see age-limit-of.ts). A compare on each
  // candidate the other conditions' indexes found: as quick as an index on five values (bench/search.ts, measureAgeRule).
  if (ageLimit !== null) filter.minAge = { $lte: ageLimit };
  if (filters.type) filter.type = filters.type;
  if (filters.skills.length) filter.skills = { $in: filters.skills };
  if (filters.location) filter.location = { $contains: filters.location };
  if (filters.q) filter.$or = [{ title: { $contains: filters.q } }, { description: { $contains: filters.q } }];
  return filter;
}

const encodeCursor = (i: Pick<Internship, 'createdAt' | 'id'>) => Buffer.from(JSON.stringify([i.createdAt, i.id])).toString('base64url');
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // answered below
  }
  throw invalid(INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

export async function listInternshipsPage(store: ReadStore, filters: InternshipFilters, page: InternshipPageRequest, ageLimit: AgeLimit = null): Promise<InternshipPage> {
  const filter = internshipFilter(filters, ageLimit);
  const collection = store.collection<Internship>(INTERNSHIPS);
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const [docs, total] = await Promise.all([collection.find(filter, { sort: NEWEST_FIRST, limit: page.limit + 1, after }), collection.count(filter)]);
  const items = docs.slice(0, page.limit);
  return { items: items.map(toInternship), total, next: docs.length > page.limit ? encodeCursor(items[items.length - 1]) : null };
}

/** Every matching internship at once (no paging): for callers that need them all. */
export async function listInternships(store: ReadStore, filters: InternshipFilters): Promise<Internship[]> {
  const docs = await store.collection<Internship>(INTERNSHIPS).find(internshipFilter(filters), { sort: NEWEST_FIRST });
  return docs.map(toInternship);
}
