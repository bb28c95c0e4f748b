// Types of sqlite-events-db.mjs (the SQLite event log's schema, settings and group commit).
import type Database from 'better-sqlite3';
import type { ExpectedRevision } from '../event-store';

export declare const toPosition: (n: number) => string;
export declare function openEventsDb(file: string, options?: { cacheMb?: number }): Database.Database;

/** One append as the writer thread gets it: data and metadata already JSON. */
export interface AppendRequest {
  stream: string;
  events: Array<{ id: string; type: string; data: string; metadata: string }>;
  expected: ExpectedRevision;
}

/** Why an append was not stored: the error's message and its SQLite code (e.g. SQLITE_FULL). */
export interface AppendFailure {
  message: string;
  code?: string;
}

export declare const failure: (error: unknown) => AppendFailure;

export type AppendOutcome =
  | { ok: { revision: number; position: string }; stored?: true }
  | { wrongRevision: { stream: string; expected: ExpectedRevision; actual: number | 'no_stream' } }
  | { failed: AppendFailure };

/** A group's outcomes, and the log's head (a row number) just before the group was written. */
export interface GroupOutcome {
  headBefore: number | null;
  outcomes: AppendOutcome[];
}

export declare function groupCommitter(db: Database.Database): (group: readonly AppendRequest[]) => GroupOutcome;
