// What a projection is: a pure evolve of one read-model document per event, plus which documents an event touches.
import type { DomainEvent } from '../../domain/events';
import type { RecordedEvent } from '../events/event-store';
import type { Doc } from './read-store';

/** Every projected document remembers the last event applied to it, which makes replays idempotent. */
export type Projected<T extends Doc> = T & { _position: number };

export interface Projection<T extends Doc = Doc> {
  /** Name of the read-model collection this projection owns. */
  collection: string;
  /** Fields that queries filter on (indexed by the read store). */
  indexes?: string[];
  /** Ids of the documents this event changes; [] when it does not concern this projection. */
  idsOf(event: RecordedEvent<DomainEvent>): string[];
  /** The next state of one document: null deletes it. Pure: no I/O, no clock, no randomness. */
  evolve(doc: T | null, event: RecordedEvent<DomainEvent>, id: string): T | null;
}

export const defineProjection = <T extends Doc>(p: Projection<T>): Projection<T> => p;
