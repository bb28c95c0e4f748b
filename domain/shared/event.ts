// The event envelope: what every stored event carries besides its type and data, and its place in the log.
import type { ActorRole } from './roles';

export type EventOf<T extends string, D> = { type: T; data: D };

export interface EventMetadata {
  actorId: string | null;
  actorRole: ActorRole | null;
  correlationId: string;
  /** Id of the event that caused this one (reactors), else null. */
  causationId: string | null;
  at: string;
  /** Version of the event type's data shape when written; absent on events written before versions existed (= 1). */
  schemaVersion?: number;
}

/**
 * A place in the global log. Opaque and totally ordered by plain string comparison within one store: every event has
 * its own position, strictly increasing in log order (also between the events of one append). '' is before the first.
 */
export type LogPosition = string;
export const LOG_START: LogPosition = '';

/** An event about to be appended: the envelope without its place in the log. */
export type NewEvent<E extends { type: string; data: unknown } = { type: string; data: unknown }> = E & {
  id: string;
  metadata: EventMetadata;
};

/** An event as stored: its stream, its revision in that stream (from 0) and its position in the global log. */
export type RecordedEvent<E extends { type: string; data: unknown } = { type: string; data: unknown }> = NewEvent<E> & {
  stream: string;
  revision: number;
  position: LogPosition;
};
