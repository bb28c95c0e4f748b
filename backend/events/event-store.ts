// The EventStore port: append with optimistic concurrency, read a stream, read the global log in order, watch for appends.
import type { LogPosition, NewEvent, RecordedEvent } from '@domain/shared/event';

export type { LogPosition, NewEvent, RecordedEvent } from '@domain/shared/event';
export { LOG_START } from '@domain/shared/event';

/** `no_stream`: the stream must not exist; a number: the revision of the stream's last event; `any`: no check. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last appended event in its stream. */
  revision: number;
  /** Global position of the last appended event. */
  position: LogPosition;
}

export interface ReadStreamOptions {
  /** The first revision to read (default 0). */
  fromRevision?: number;
  /** At most this many events (default: all). */
  maxCount?: number;
}

export interface Subscription {
  close(): Promise<void>;
}

/** Lifts stored events to the current schema version of their type (see domain/shared/upcasting.ts). */
export type Upcast = (event: RecordedEvent) => RecordedEvent;

export interface EventStore {
  readonly name: string;
  /**
   * Appends all events or none. Appending events whose ids are already in this stream, in the same order
   * (a retried append), changes nothing and answers the original result.
   */
  append(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Every event of one stream in revision order; [] when the stream does not exist. With `fromRevision`, only the events
   * from that revision on (how a command resumes from a snapshot).
   */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Up to `limit` events strictly after `after` ('' reads from the start), in log order. */
  readAll(after: LogPosition, limit?: number): Promise<RecordedEvent[]>;
  /** Calls `onAppend` soon after new events may be in the log: at once for this process's appends, within a poll for others'. */
  watch(onAppend: () => void): Subscription;
  /** How many events lie strictly after `after`, counted up to `limit` (the lag gauges: a count, no event read or opened). */
  countAfter(after: LogPosition, limit: number): Promise<number>;
  /** Position of the last event in the log ('' when empty). */
  headPosition(): Promise<LogPosition>;
  /** A number that grows with the position, for progress bars only. */
  ordinal(position: LogPosition): number;
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

/** Compares two positions of the same store. */
export const comparePositions = (a: LogPosition, b: LogPosition): number => (a < b ? -1 : a > b ? 1 : 0);

/** One stored event cannot be read (bad JSON, or no upcaster for its version): which one, and why. */
export class UnreadableEventError extends Error {
  constructor(
    readonly position: string,
    readonly stream: string,
    readonly reason: string,
  ) {
    super(`The event at position ${position} (stream ${stream}) cannot be read: ${reason}. Run "npm run check" for a full report.`);
    this.name = 'UnreadableEventError';
  }
}

/** The store itself is damaged or is not an event store at all. */
export class StoreDamagedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreDamagedError';
  }
}

/** Errors that no retry can fix: processors stop on them instead of retrying forever. */
export const isPermanentStoreError = (error: unknown) => error instanceof UnreadableEventError || error instanceof StoreDamagedError;
