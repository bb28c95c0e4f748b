// Query: the ids of the internships a student saved (GET /api/favorites).
import { FAVORITES, type FavoritesDoc } from '@backend/projections/favorites/favorites-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function listFavorites(store: ReadStore, studentId: string): Promise<string[]> {
  const doc = await store.collection<FavoritesDoc>(FAVORITES).get(studentId);
  return doc ? [...doc.internshipIds] : [];
}
