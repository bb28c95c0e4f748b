// The student's favourites (stream `favorites-<studentId>`): only active internships can be saved; saving twice or removing a missing one changes nothing.
import { assertNever, type Decider } from '../shared/decider';
import { notFound } from '../shared/errors';
import type { FavoritesCommand } from './commands';
import type { FavoriteEvent } from './events';

export const favoritesStream = (studentId: string) => `favorites-${studentId}`;
export const FAVORITE_INTERNSHIP_NOT_FOUND = 'Internship not found';

export interface FavoritesState {
  internshipIds: string[];
}

export const initialFavoritesState = (): FavoritesState => ({ internshipIds: [] });

export function evolveFavorites(state: FavoritesState, event: FavoriteEvent): FavoritesState {
  switch (event.type) {
    case 'FavoriteAdded':
      return { internshipIds: [...state.internshipIds, event.data.internshipId] };
    case 'FavoriteRemoved':
      return { internshipIds: state.internshipIds.filter((id) => id !== event.data.internshipId) };
    default:
      return assertNever(event);
  }
}

export function decideFavorites(command: FavoritesCommand, state: FavoritesState): FavoriteEvent[] {
  const saved = state.internshipIds.includes(command.data.internshipId);
  switch (command.type) {
    case 'AddFavorite': {
      const { internshipIsActive, ...data } = command.data;
      if (!internshipIsActive) throw notFound(FAVORITE_INTERNSHIP_NOT_FOUND);
      return saved ? [] : [{ type: 'FavoriteAdded', data }];
    }
    case 'RemoveFavorite':
      return saved ? [{ type: 'FavoriteRemoved', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

export const favoritesDecider: Decider<FavoritesState, FavoritesCommand, FavoriteEvent> = {
  initialState: initialFavoritesState,
  evolve: evolveFavorites,
  decide: decideFavorites,
  snapshot: { name: 'favorites', version: 1 },
};
