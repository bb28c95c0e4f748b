// Projection `favorites`: one document per student, the saved internship ids in the order saved.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '../runtime/projection';

export const FAVORITES = 'favorites';

export interface FavoritesDoc {
  /** The student's id. */
  id: string;
  internshipIds: string[];
}

export const favoritesProjection = defineProjection<FavoritesDoc, 'FavoriteAdded' | 'FavoriteRemoved'>({
  name: FAVORITES,
  version: 1,
  handles: ['FavoriteAdded', 'FavoriteRemoved'],
  idsOf: (event) => [event.data.studentId],
  evolve: (doc, event, id) => {
    const ids = doc?.internshipIds ?? [];
    switch (event.type) {
      case 'FavoriteAdded':
        return { id, internshipIds: ids.includes(event.data.internshipId) ? ids : [...ids, event.data.internshipId] };
      case 'FavoriteRemoved':
        return { id, internshipIds: ids.filter((i) => i !== event.data.internshipId) };
      default:
        return assertNever(event);
    }
  },
});
