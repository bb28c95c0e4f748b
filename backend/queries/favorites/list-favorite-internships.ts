// Query: the internships a student saved, newest save first, with those no longer listed left out (GET /api/favorites/internships).
import type { Internship } from '@domain/internships/types';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { publiclyVisible } from '@backend/projections/internships/listing-moderation';
import type { ReadStore } from '@backend/read-store/read-store';
import { toInternship } from '../internships/get-internship';
import { listFavorites } from './list-favorites';

/** Two reads whatever the number of favourites: the student's ids, then their internships in one getMany. */
export async function listFavoriteInternships(store: ReadStore, studentId: string): Promise<Internship[]> {
  const ids = (await listFavorites(store, studentId)).reverse();
  if (ids.length === 0) return [];
  const byId = new Map((await store.collection<Internship>(INTERNSHIPS).getMany(ids)).map((doc) => [doc.id, doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc?.isActive && publiclyVisible(doc) ? [toInternship(doc)] : [];
  });
}
