// Query: the active postings that match a saved search and were listed (posted, or reopened) in (since, until], newest first:
// the list's own filter (internshipFilter) bounded by createdAt on the internships' order index, and the few postings reopened
// in the window (their own index) checked against the same filter; never a walk over every posting.
import type { Internship } from '@domain/internships/types';
import type { InternshipFilters } from '@domain/internships/schemas';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { INTERNSHIP_REOPENINGS, type InternshipReopeningDoc } from '@backend/projections/saved-searches/internship-reopenings-projection';
import { matches, type ReadStore } from '@backend/read-store/read-store';
import { internshipFilter, type AgeLimit } from '../internships/list-internships';

export interface NewMatches {
  /** Up to `limit`, newest first. */
  items: Internship[];
  total: number;
}

export async function newMatches(store: ReadStore, filters: InternshipFilters, ageLimit: AgeLimit, window: { since: string; until: string }, limit: number): Promise<NewMatches> {
  const internships = store.collection<Internship>(INTERNSHIPS);
  const filter = internshipFilter(filters, ageLimit);
  const posted = { ...filter, createdAt: { $gt: window.since, $lte: window.until } };
  const [fresh, freshTotal, reopenings] = await Promise.all([
    internships.find(posted, { sort: { createdAt: -1, id: 1 }, limit }),
    internships.count(posted),
    store.collection<InternshipReopeningDoc>(INTERNSHIP_REOPENINGS).find({ reopenedAt: { $gt: window.since, $lte: window.until } }, { sort: { reopenedAt: -1, id: 1 } }),
  ]);
  // Reopened postings posted before the window (those posted inside it are counted already).
  const reopened = reopenings.length
    ? (await internships.getMany(reopenings.map((r) => r.id))).filter((doc) => doc.createdAt <= window.since && matches(doc as unknown as Record<string, unknown>, filter))
    : [];
  return { items: [...fresh, ...reopened].slice(0, limit), total: freshTotal + reopened.length };
}
