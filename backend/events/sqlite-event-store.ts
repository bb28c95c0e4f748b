// Embedded EventStore adapter: SQLite (better-sqlite3) in WAL mode with synchronous=FULL, so an acknowledged append survives kill -9.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  StoreDamagedError,
  UnreadableEventError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
  type Upcast,
} from './event-store';

interface Row {
  position: number;
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** Row numbers as fixed-width decimal strings, so that string order is log order. */
const WIDTH = 16;
const toPosition = (n: number): LogPosition => String(n).padStart(WIDTH, '0');
const fromPosition = (p: LogPosition): number => (p === '' ? 0 : Number(p));

const POLL_MS = 1000;
const BATCH = 500;

export function createSqliteEventStore(file: string, options: { upcast?: Upcast } = {}): EventStore {
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const toRecorded = (r: Row): RecordedEvent => {
    try {
      return upcast({
        position: toPosition(r.position),
        stream: r.stream,
        revision: r.revision,
        id: r.id,
        type: r.type,
        data: JSON.parse(r.data),
        metadata: JSON.parse(r.metadata),
      });
    } catch (error) {
      throw new UnreadableEventError(toPosition(r.position), r.stream, (error as Error).message);
    }
  };
  /** A damaged file shows up as SQLite errors on any statement: name the file and the way out. */
  const guarded = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB')
        throw new StoreDamagedError(`${file} is damaged (${(error as Error).message}). Restore a backup with "npm run restore -- <file>"; "npm run check" reports what is readable.`);
      throw error;
    }
  };

  mkdirSync(dirname(file), { recursive: true });
  const db = guarded(() => new Database(file));
  guarded(() => db.pragma('journal_mode = WAL'));
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  guarded(() => db.exec(`CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream, revision)
  )`));

  const lastRevision = db.prepare<[string], { revision: number | null }>('SELECT MAX(revision) AS revision FROM events WHERE stream = ?');
  const insert = db.prepare(
    'INSERT INTO events (stream, revision, id, type, data, metadata) VALUES (@stream, @revision, @id, @type, @data, @metadata)',
  );
  const byId = db.prepare<[string], { stream: string; revision: number; position: number }>('SELECT stream, revision, position FROM events WHERE id = ?');
  const byStream = db.prepare<[string], Row>('SELECT * FROM events WHERE stream = ? ORDER BY revision');
  const after = db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
  const head = db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events');

  /** A retried append: the same ids, in the same order, already in this stream. */
  const alreadyAppended = (stream: string, events: NewEvent[]): AppendResult | null => {
    const first = byId.get(events[0].id);
    if (!first) return null;
    const last = byId.get(events[events.length - 1].id);
    if (first.stream !== stream || !last || last.stream !== stream || last.revision - first.revision !== events.length - 1)
      throw new Error(`Event id ${events[0].id} is already used by another append`);
    return { revision: last.revision, position: toPosition(last.position) };
  };

  const appendTx = db.transaction((stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const retried = alreadyAppended(stream, events);
    if (retried) return retried;
    const current = lastRevision.get(stream)?.revision ?? null;
    const actual = current === null ? 'no_stream' : current;
    if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevisionError(stream, expected, actual);
    let revision = current ?? -1;
    let position = 0;
    for (const e of events) {
      revision += 1;
      const info = insert.run({
        stream,
        revision,
        id: e.id,
        type: e.type,
        data: JSON.stringify(e.data),
        metadata: JSON.stringify(e.metadata),
      });
      position = Number(info.lastInsertRowid);
    }
    return { revision, position: toPosition(position) };
  });

  const listeners = new Set<() => void>();
  let closed = false;

  return {
    name: 'embedded (SQLite)',
    async append(stream, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('append needs at least one event');
      const result = appendTx.immediate(stream, events, expectedRevision);
      for (const wake of listeners) wake();
      return result;
    },
    async readStream(stream) {
      return guarded(() => byStream.all(stream)).map(toRecorded);
    },
    async readAll(from, limit = BATCH) {
      return guarded(() => after.all(fromPosition(from), limit)).map(toRecorded);
    },
    watch(onAppend): Subscription {
      // Local appends call at once; a poll of the head notices appends by other processes on the same file.
      let seen = head.get()?.p ?? 0;
      listeners.add(onAppend);
      const timer = setInterval(() => {
        if (closed) return;
        const now = head.get()?.p ?? 0;
        if (now !== seen) {
          seen = now;
          onAppend();
        }
      }, POLL_MS);
      timer.unref();
      return {
        async close() {
          listeners.delete(onAppend);
          clearInterval(timer);
        },
      };
    },
    async headPosition() {
      const p = guarded(() => head.get())?.p ?? 0;
      return p === 0 ? '' : toPosition(p);
    },
    ordinal: fromPosition,
    async close() {
      closed = true;
      listeners.clear();
      db.close();
    },
  };
}
