// The student's favourites (stream `favorites-<studentId>`): adding a saved one or removing a missing one changes nothing.
import type { FavoriteEvent } from '../../../domain/events';
import { assertNever } from '../../../domain/events';
import type { Decider } from '../command-handler';

export const favoritesStream = (studentId: string) => `favorites-${studentId}`;

export interface FavoritesState {
  internshipIds: string[];
}

type FavoriteData = { studentId: string; internshipId: string; at: string };
export type AddFavorite = { type: 'AddFavorite'; data: FavoriteData };
export type RemoveFavorite = { type: 'RemoveFavorite'; data: FavoriteData };
export type FavoritesCommand = AddFavorite | RemoveFavorite;

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
    case 'AddFavorite':
      return saved ? [] : [{ type: 'FavoriteAdded', data: command.data }];
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
};
