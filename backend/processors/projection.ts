// What a projection is: a named, versioned read model, built by a pure evolve of one document per event it handles.
import type { DomainEvent, DomainEventType } from '@domain/events';
import type { LogPosition, RecordedEvent } from '../events/event-store';
import type { Doc, Filter, IndexSpec } from '../read-store/read-store';

export type EventOfType<K extends DomainEventType> = RecordedEvent<Extract<DomainEvent, { type: K }>>;

export interface Projection<T extends Doc = Doc, K extends DomainEventType = DomainEventType> {
  /** The read model's name: what queries pass to `store.collection(name)`. */
  name: string;
  /** Bump it when evolve or the document shape changes: the runtime rebuilds the read model beside the old one and switches. */
  version: number;
  /** The event types it reads; no other event reaches idsOf or evolve. */
  handles: readonly K[];
  /** Fields that queries filter on, words of text fields and sort orders (indexed by the read store, see IndexSpec). */
  indexes?: readonly IndexSpec[];
  /** Ids of the documents this event changes. */
  idsOf(event: EventOfType<K>): string[];
  /** The next state of one document: null deletes it. Pure: no I/O, no clock, no randomness. */
  evolve(doc: T | null, event: EventOfType<K>, id: string): T | null;
  /** Documents an event removes that idsOf cannot name (e.g. every application of a deleted student); null for none. */
  removeWhere?(event: EventOfType<K>): Filter | null;
}

/**
 * Checks a projection against the event types it handles, then widens those types away so that projections of
 * different events fit in one list (the runtime hands each only the events its `handles` names).
 */
export const defineProjection = <T extends Doc, K extends DomainEventType>(p: Projection<T, K>): Projection<T> => p as unknown as Projection<T>;

/**
 * A projected document as stores outside this process keep it: with the position of the last event applied to it, which
 * makes replays idempotent (the in-memory store keeps one such position per collection instead: LiveDocuments.reached).
 */
export type Projected<T extends Doc> = T & { _position: LogPosition };

/** Whether an event was already applied to a document (positions are unique and ordered, see LogPosition). */
export const alreadyApplied = (doc: { _position?: LogPosition }, event: { position: LogPosition }) =>
  doc._position !== undefined && doc._position >= event.position;

/** Whether a document field is the runtime's bookkeeping (its name starts with `_`), not the projection's. */
export const isBookkeeping = (key: string) => key.charCodeAt(0) === 95; // '_'

/** A read-model document without the runtime's bookkeeping fields (those starting with `_`), as queries serve it. */
export function withoutBookkeeping<T extends Doc>(doc: T): T {
  const out: Record<string, unknown> = {};
  const fields = doc as Record<string, unknown>;
  for (const k in fields) if (!isBookkeeping(k)) out[k] = fields[k];
  return out as T;
}
