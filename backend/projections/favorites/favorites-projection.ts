// Projection `favorites`: one document per student, the saved internship ids in the order saved.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const FAVORITES = 'favorites';

export interface FavoritesDoc {
  /** The student's id. */
  id: string;
  internshipIds: string[];
}

export const favoritesProjection = defineProjection<FavoritesDoc, 'FavoriteAdded' | 'FavoriteRemoved' | 'UserDeleted'>({
  name: FAVORITES,
  version: 1,
  handles: ['FavoriteAdded', 'FavoriteRemoved', 'UserDeleted'],
  idsOf: (event) => [event.type === 'UserDeleted' ? event.data.userId : event.data.studentId],
  evolve: (doc, event, id) => {
    const ids = doc?.internshipIds ?? [];
    switch (event.type) {
      case 'FavoriteAdded':
        return { id, internshipIds: ids.includes(event.data.internshipId) ? ids : [...ids, event.data.internshipId] };
      case 'FavoriteRemoved':
        return { id, internshipIds: ids.filter((i) => i !== event.data.internshipId) };
      case 'UserDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
});
