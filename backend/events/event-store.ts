// The EventStore port: append with optimistic concurrency, read a stream, read and subscribe to the global log.
import type { DomainEvent } from '../../domain/events';

export interface EventMetadata {
  actorId: string | null;
  actorRole: string | null;
  correlationId: string;
  causationId: string | null;
  at: string;
}

/** An event about to be appended: the envelope without its place in the log. */
export type NewEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  metadata: EventMetadata;
};

/** An event as stored: its stream, its revision in that stream and its position in the global log. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = NewEvent<E> & {
  stream: string;
  revision: number;
  position: number;
};

/** `no_stream`: the stream must not exist; a number: the revision of the stream's last event; `any`: no check. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last appended event. */
  revision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  readonly name: string;
  append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** Every event of one stream in revision order; [] when the stream does not exist. */
  readStream(stream: string): Promise<RecordedEvent[]>;
  /** Events after `fromPosition` (exclusive; 0 reads from the start) in global order, at most `limit`. */
  readAll(fromPosition: number, limit?: number): Promise<RecordedEvent[]>;
  /** Catch-up subscription: every event after `fromPosition`, then live ones, in order, one at a time. */
  subscribe(fromPosition: number, onEvent: (event: RecordedEvent) => Promise<void> | void): Subscription;
  /** Position of the last event in the log (0 when empty). */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

/** The expected revision did not match the stream: a concurrent change or a duplicate. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${stream}: expected ${expected}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
