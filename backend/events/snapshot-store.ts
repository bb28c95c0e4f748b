// Snapshots of folded aggregate states, so that a command's cost does not grow with its stream: the port, its SQLite
// adapter (a file beside the event log), and the in-memory front of it that the composition root (backend/core.ts) makes
// once and hands to the command path (CommandDeps in backend/commands/command-handler.ts).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A stream folded up to `revision`, whose event there had the id `eventId` (a rewritten stream no longer matches). */
export interface StoredSnapshot {
  revision: number;
  eventId: string;
  /** The state as JSON (the decider's own encoding). */
  state: unknown;
}

export interface SnapshotStore {
  /** The snapshot of `stream` folded by the decider `key` (name, version and code fingerprint), or null. */
  load(stream: string, key: string): Promise<StoredSnapshot | null>;
  save(stream: string, key: string, snapshot: StoredSnapshot): Promise<void>;
  /** Deletes every snapshot whose stream or state mentions `text` (an erased person's id), leaving no copy on disk. */
  forget(text: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Snapshots in their own SQLite file. They are a cache (the log is the truth): written without fsync, and a lost or
 * stale one only costs a longer fold.
 */
export function createSqliteSnapshotStore(file: string): SnapshotStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  // Deleted rows are overwritten, so an erased person's folded state leaves no bytes in free pages.
  db.pragma('secure_delete = ON');
  db.exec(`CREATE TABLE IF NOT EXISTS snapshots (
    stream TEXT NOT NULL, key TEXT NOT NULL, revision INTEGER NOT NULL, event_id TEXT NOT NULL, state TEXT NOT NULL,
    PRIMARY KEY (stream, key)
  )`);
  const get = db.prepare<[string, string], { revision: number; event_id: string; state: string }>('SELECT revision, event_id, state FROM snapshots WHERE stream = ? AND key = ?');
  const put = db.prepare('INSERT OR REPLACE INTO snapshots (stream, key, revision, event_id, state) VALUES (?, ?, ?, ?, ?)');
  return {
    async load(stream, key) {
      const row = get.get(stream, key);
      return row ? { revision: row.revision, eventId: row.event_id, state: JSON.parse(row.state) } : null;
    },
    async save(stream, key, s) {
      put.run(stream, key, s.revision, s.eventId, JSON.stringify(s.state));
    },
    async forget(text) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { changes } = db.prepare(`DELETE FROM snapshots WHERE stream LIKE ? ESCAPE '\\' OR state LIKE ? ESCAPE '\\'`).run(pattern, pattern);
      // The WAL still holds the pages as they were: fold it into the file (where they were overwritten) and empty it.
      db.pragma('wal_checkpoint(TRUNCATE)');
      return changes;
    },
    async close() {
      db.close();
    },
  };
}

/** Folded states kept in memory (most recently used first out last), in front of an optional durable store. */
export interface Snapshots {
  store: SnapshotStore | null;
  /** stream + key → the live state, its revision, and the revision last saved to `store`. */
  recent: Map<string, { state: unknown; revision: number; eventId: string; saved: number }>;
  maxRecent: number;
}

/** Folded states for commands to resume from: kept in memory, and in `store` when given. */
export function createSnapshots(store: SnapshotStore | null, maxRecent = 10_000): Snapshots {
  return { store, recent: new Map(), maxRecent };
}

/** Forgets the snapshots (in memory and on disk) whose stream or state mentions `subjectId`: an erased person's. */
export async function forgetSnapshots(snapshots: Snapshots, subjectId: string): Promise<number> {
  let forgotten = 0;
  for (const [key, entry] of snapshots.recent) {
    if (key.includes(subjectId) || JSON.stringify(entry.state).includes(subjectId)) {
      snapshots.recent.delete(key);
      forgotten++;
    }
  }
  return forgotten + ((await snapshots.store?.forget(subjectId)) ?? 0);
}
