// Events of the favorites context (stream `favorites-<studentId>`).
import type { EventOf } from '../shared/event';

export type FavoriteAdded = EventOf<'FavoriteAdded', { studentId: string; internshipId: string; at: string }>;
export type FavoriteRemoved = EventOf<'FavoriteRemoved', { studentId: string; internshipId: string; at: string }>;
export type FavoriteEvent = FavoriteAdded | FavoriteRemoved;

export const FAVORITES_EVENT_VERSIONS: Record<FavoriteEvent['type'], number> = {
  FavoriteAdded: 1,
  FavoriteRemoved: 1,
};
