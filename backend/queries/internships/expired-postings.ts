// Query: the open postings whose deadline's day has ended by `now`, earliest first, a page at a time (the posting-deadlines
// read model's order: the read stops at the first posting not due yet, or at the page's end).
import { POSTING_DEADLINES, type PostingDeadline } from '@backend/projections/internships/posting-deadlines-projection';
import type { ReadStore } from '../../read-store/read-store';

export interface ExpiredPage {
  ids: string[];
  /** Where the next page starts; null when this page holds the last due posting. */
  next: { closesAt: string; id: string } | null;
}

export async function expiredPostings(store: ReadStore, now: Date, limit = 100, after: ExpiredPage['next'] = null): Promise<ExpiredPage> {
  const docs = await store.collection<PostingDeadline>(POSTING_DEADLINES).find({}, { sort: { closesAt: 1, id: 1 }, limit, ...(after ? { after } : {}) });
  const due = docs.filter((d) => d.closesAt <= now.toISOString());
  const last = due[due.length - 1];
  return { ids: due.map((d) => d.id), next: due.length === limit && docs.length === limit ? { closesAt: last.closesAt, id: last.id } : null };
}
