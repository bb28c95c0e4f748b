// Query: the saved searches whose daily alert may go now (e-mail on, 24 hours since the last or since saving), soonest first.
import { SAVED_SEARCHES, type SavedSearchDoc } from '@backend/projections/saved-searches/saved-searches-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function dueSavedSearches(store: ReadStore, now: Date, limit: number, after?: Pick<SavedSearchDoc, 'alertDueAt' | 'id'>): Promise<SavedSearchDoc[]> {
  return store
    .collection<SavedSearchDoc>(SAVED_SEARCHES)
    .find({ alertDueAt: { $lte: now.toISOString() } }, { sort: { alertDueAt: 1, id: 1 }, limit, ...(after ? { after } : {}) });
}
