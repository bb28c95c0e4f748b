// Projection: the favorites read model (one document per student: the saved internship ids, in the order saved).
import { defineProjection } from './projection';

export const FAVORITES = 'favorites';

export interface FavoritesDoc {
  /** The student's id. */
  id: string;
  internshipIds: string[];
}

export const favoritesProjection = defineProjection<FavoritesDoc>({
  collection: FAVORITES,
  idsOf: (event) => (event.type === 'FavoriteAdded' || event.type === 'FavoriteRemoved' ? [event.data.studentId] : []),
  evolve: (doc, event, id) => {
    const ids = doc?.internshipIds ?? [];
    switch (event.type) {
      case 'FavoriteAdded':
        return { id, internshipIds: ids.includes(event.data.internshipId) ? ids : [...ids, event.data.internshipId] };
      case 'FavoriteRemoved':
        return { id, internshipIds: ids.filter((i) => i !== event.data.internshipId) };
      default:
        return doc;
    }
  },
});
