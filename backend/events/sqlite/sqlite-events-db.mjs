// The SQLite event log's file: its schema and settings, and the group commit that the writer thread runs on it.
// Plain JavaScript (typed by sqlite-events-db.d.mts): worker threads do not inherit the TypeScript loader, and the writer
// thread, which imports this module, should start in milliseconds.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Row numbers as fixed-width decimal strings, so that string order is log order. */
const WIDTH = 16;
export const toPosition = (n) => String(n).padStart(WIDTH, '0');

/**
 * Opens (and creates) the log in WAL mode with synchronous=FULL, so that a committed append survives kill -9.
 * `cacheMb`: SQLite's page cache of this connection (the writer's appends touch random pages of the indexes).
 */
export function openEventsDb(file, { cacheMb = 2 } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma(`cache_size = -${cacheMb * 1024}`);
  db.exec(`CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream, revision)
  )`);
  return db;
}

/** An error as it crosses to the main thread: its message and SQLite code (SQLITE_FULL, SQLITE_CORRUPT...). */
export const failure = (error) => ({ message: error?.message ?? String(error), code: typeof error?.code === 'string' ? error.code : undefined });

class WrongRevision extends Error {
  constructor(detail) {
    super('wrong expected revision');
    this.detail = detail;
  }
}

/**
 * Group commit: the given appends in one transaction (one fsync), each in its own savepoint with its own revision check,
 * so that one that fails leaves the others stored. A retried append (the same ids in the same stream) answers the original.
 * Answers the log's head before the group (so that the caller knows whether anyone else wrote since its last group) and
 * each append's outcome; `stored` marks the appends this group wrote (not the retried ones).
 */
export function groupCommitter(db) {
  const lastRevision = db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream = ?');
  const insert = db.prepare('INSERT INTO events (stream, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const byId = db.prepare('SELECT stream, revision, position FROM events WHERE id = ?');
  const head = db.prepare('SELECT MAX(position) AS p FROM events');

  const alreadyAppended = ({ stream, events }) => {
    const first = byId.get(events[0].id);
    if (!first) return null;
    const last = byId.get(events[events.length - 1].id);
    if (first.stream !== stream || !last || last.stream !== stream || last.revision - first.revision !== events.length - 1)
      throw new Error(`Event id ${events[0].id} is already used by another append`);
    return { revision: last.revision, position: toPosition(last.position) };
  };

  // Called inside commitGroup's transaction, better-sqlite3 runs this one as a savepoint.
  const appendOne = db.transaction((request) => {
    const retried = alreadyAppended(request);
    if (retried) return { ok: retried };
    const { stream, events, expected } = request;
    const current = lastRevision.get(stream)?.revision ?? null;
    const actual = current === null ? 'no_stream' : current;
    if (expected !== 'any' && expected !== actual) throw new WrongRevision({ stream, expected, actual });
    let revision = current ?? -1;
    let position = 0;
    for (const e of events) {
      revision += 1;
      position = Number(insert.run(stream, revision, e.id, e.type, e.data, e.metadata).lastInsertRowid);
    }
    return { ok: { revision, position: toPosition(position) }, stored: true };
  });

  // The head is read first, inside the write lock: nothing but this group can change the log until it commits.
  const commitGroup = db.transaction((group) => ({
    headBefore: head.get()?.p ?? 0,
    outcomes: group.map((request) => {
      try {
        return appendOne(request);
      } catch (error) {
        if (error instanceof WrongRevision) return { wrongRevision: error.detail };
        return { failed: failure(error) };
      }
    }),
  }));
  return (group) => commitGroup.immediate(group);
}
