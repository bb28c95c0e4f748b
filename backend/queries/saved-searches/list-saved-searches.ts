// Query: a student's saved searches, newest first (GET /api/user/searches), and one of them by id.
import type { SavedSearch } from '@domain/saved-searches/types';
import { SAVED_SEARCHES, type SavedSearchDoc } from '@backend/projections/saved-searches/saved-searches-projection';
import type { ReadStore } from '@backend/read-store/read-store';

const toSavedSearch = (doc: SavedSearchDoc): SavedSearch => ({ id: doc.id, query: doc.query, emailDaily: doc.emailDaily, createdAt: doc.createdAt });

export async function listSavedSearches(store: ReadStore, studentId: string): Promise<SavedSearch[]> {
  const docs = await store.collection<SavedSearchDoc>(SAVED_SEARCHES).find({ studentId }, { sort: { createdAt: -1, id: 1 } });
  return docs.map(toSavedSearch);
}

/** The student's own search; null when there is none of that id for them. */
export async function getSavedSearch(store: ReadStore, studentId: string, searchId: string): Promise<SavedSearch | null> {
  const doc = await store.collection<SavedSearchDoc>(SAVED_SEARCHES).get(searchId);
  return doc && doc.studentId === studentId ? toSavedSearch(doc) : null;
}
