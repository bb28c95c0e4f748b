// Query: listed internships filtered by location, type, skills (any of), text (title or description) and the terms of
// DESIGN.md §4.6 (monthly stipend across currencies, paid, weeks, hours, schedule, country), newest first or by stipend or
// deadline, a page at a time (keyset cursor over the order's key and id) with the total count; the read store's indexes
// do the filtering and the ordering.
import type { Internship } from '@domain/internships/types';
import type { InternshipFilters, InternshipPageRequest, SearchSort } from '@domain/internships/schemas';
import { MAX_HOURS_PER_WEEK } from '@domain/internships/audience';
import { MAX_DURATION_WEEKS, MIN_DURATION_WEEKS } from '@domain/internships/duration';
import { convert } from '@domain/internships/exchange-rates';
import { comparableUsd } from '@domain/internships/stipend';
import { invalid } from '@domain/shared/errors';
import type { Filter, ReadStore, SortKey } from '@backend/read-store/read-store';
import { INTERNSHIPS, type InternshipDoc } from '@backend/projections/internships/internships-projection';
import { toInternship } from './get-internship';

/** Each order, with `id` last so that it is total and a cursor is a place in it (every one has its sorted index). */
export const SEARCH_ORDERS: Record<SearchSort, Record<string, 1 | -1>> = {
  newest: { createdAt: -1, id: 1 },
  // Highest monthly stipend first; unstated (null) last.
  stipend: { stipendMonthlyUsd: -1, id: 1 },
  // Soonest deadline first; none ('~') last.
  deadline: { deadlineOrder: 1, id: 1 },
};

/** The highest minimum age of the postings the searcher may see (null: any). */
export type AgeLimit = number | null;

export interface InternshipPage {
  /** The page's stored documents (their API JSON: internshipJson; their API view: toInternship). */
  docs: Internship[];
  /** How many internships match the filters (every page). */
  total: number;
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}

export const INVALID_CURSOR = 'Invalid cursor';

const wholeRange = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The filters a search may leave out (a saved search or a caller that names only some). */
export type SearchFilters = Pick<InternshipFilters, 'location' | 'q' | 'type' | 'skills'> & Partial<InternshipFilters>;

/**
 * The read-store filter of the search (location and q are case-insensitive substrings: text indexes narrow them; the
 * ranges of weeks and hours are $in over their whole values, which hash indexes answer exactly).
 */
export function internshipFilter(filters: SearchFilters, ageLimit: AgeLimit = null): Filter {
  const filter: Filter = { listed: true };
  // Age (DESIGN.md §4.2): a signed-in student finds only postings open to their age (see age-limit-of.ts). A compare on each
  // candidate the other conditions' indexes found: as quick as an index on five values (bench/search.ts, measureAgeRule).
  if (ageLimit !== null) filter.minAge = { $lte: ageLimit };
  if (filters.type) filter.type = filters.type;
  if (filters.skills.length) filter.skills = { $in: filters.skills };
  if (filters.location) filter.location = { $contains: filters.location };
  if (filters.q) filter.$or = [{ title: { $contains: filters.q } }, { description: { $contains: filters.q } }];
  if (filters.schedule) filter.schedule = filters.schedule;
  if (filters.country) filter.country = filters.country;
  if (filters.maxHours) filter.hoursPerWeek = { $in: wholeRange(1, Math.min(filters.maxHours, MAX_HOURS_PER_WEEK)) };
  if (filters.minWeeks || filters.maxWeeks)
    filter.durationWeeks = { $in: wholeRange(filters.minWeeks ?? MIN_DURATION_WEEKS, filters.maxWeeks ?? MAX_DURATION_WEEKS) };
  // The monthly stipend in US dollars, rounded as the documents' are (so that a posting of exactly the minimum matches);
  // paid: any stated stipend above nothing. Postings with no stated stipend have null, which no range matches.
  const minUsd = filters.minStipend ? comparableUsd(convert(filters.minStipend, filters.currency ?? 'INR', 'USD')) : 0;
  const stipend: Record<string, number> = {};
  if (minUsd > 0) stipend.$gte = minUsd;
  else if (filters.paid || filters.minStipend) stipend.$gt = 0;
  // maxStipend: at most this much a month (an unpaid posting, 0, is within any maximum unless paid is asked for).
  if (filters.maxStipend !== undefined && filters.maxStipend !== null) stipend.$lte = comparableUsd(convert(filters.maxStipend, filters.currency ?? 'INR', 'USD'));
  if (Object.keys(stipend).length) filter.stipendMonthlyUsd = stipend;
  return filter;
}

/** The cursor: the order's name, then the last item's sort values (a cursor of another order is refused). */
const encodeCursor = (sort: SearchSort, doc: Record<string, unknown>) =>
  Buffer.from(JSON.stringify([sort, ...Object.keys(SEARCH_ORDERS[sort]).map((f) => doc[f] ?? null)])).toString('base64url');

function decodeCursor(sort: SearchSort, cursor: string): Record<string, SortKey> {
  const fields = Object.keys(SEARCH_ORDERS[sort]);
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // Cursors of before the orders ([createdAt, id]) are the newest order's.
    const [name, ...values] = parsed.length === 2 ? ['newest', ...parsed] : parsed;
    const scalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number';
    if (name === sort && values.length === fields.length && values.every(scalar) && typeof values[values.length - 1] === 'string')
      return Object.fromEntries(fields.map((f, i) => [f, values[i] as SortKey]));
  } catch {
    // answered below
  }
  throw invalid(INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

export async function listInternshipsPage(store: ReadStore, filters: SearchFilters, page: InternshipPageRequest, ageLimit: AgeLimit = null): Promise<InternshipPage> {
  const filter = internshipFilter(filters, ageLimit);
  const sortName = filters.sort ?? 'newest';
  const sort = SEARCH_ORDERS[sortName];
  const collection = store.collection<InternshipDoc>(INTERNSHIPS);
  const after = page.cursor ? decodeCursor(sortName, page.cursor) : undefined;
  const options = { sort, limit: page.limit + 1, after };
  const { docs, total } = collection.findWithCount
    ? await collection.findWithCount(filter, options)
    : await Promise.all([collection.find(filter, options), collection.count(filter)]).then(([docs, total]) => ({ docs, total }));
  const items = docs.slice(0, page.limit);
  const last = items[items.length - 1] as unknown as Record<string, unknown> | undefined;
  return { docs: items, total, next: docs.length > page.limit && last ? encodeCursor(sortName, last) : null };
}

/** Every matching internship at once (no paging), in the filters' order: for callers that need them all. */
export async function listInternships(store: ReadStore, filters: SearchFilters): Promise<Internship[]> {
  const docs = await store.collection<InternshipDoc>(INTERNSHIPS).find(internshipFilter(filters), { sort: SEARCH_ORDERS[filters.sort ?? 'newest'] });
  return docs.map(toInternship);
}
