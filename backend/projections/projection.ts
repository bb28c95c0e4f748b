// What a projection is: a pure evolve of one read-model document per event, plus which documents an event touches.
import type { DomainEvent } from '../../domain/events';
import type { RecordedEvent } from '../events/event-store';
import type { Doc } from './read-store';

/**
 * Every projected document remembers the last event applied to it (global position, and revision within its stream,
 * since events of one append may share a position on EventStoreDB), which makes replays idempotent.
 */
export type Projected<T extends Doc> = T & { _position: number; _revision: number };

/** Whether an event was already applied to a document that last saw `seen`. */
export const alreadyApplied = (seen: { _position: number; _revision?: number }, event: { position: number; revision: number }) =>
  seen._position > event.position || (seen._position === event.position && (seen._revision ?? Infinity) >= event.revision);

/** A read-model document without the projection's bookkeeping fields (those starting with `_`), as queries serve it. */
export function withoutBookkeeping<T extends Doc>(doc: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) if (!k.startsWith('_')) out[k] = v;
  return out as T;
}

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
