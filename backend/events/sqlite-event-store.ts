// Embedded EventStore adapter: SQLite (better-sqlite3) in WAL mode with synchronous=FULL, so an acknowledged append survives kill -9.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
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

const toRecorded = (r: Row): RecordedEvent =>
  ({
    position: r.position,
    stream: r.stream,
    revision: r.revision,
    id: r.id,
    type: r.type,
    data: JSON.parse(r.data),
    metadata: JSON.parse(r.metadata),
  }) as RecordedEvent;

const POLL_MS = 1000;
const BATCH = 500;

export function createSqliteEventStore(file: string): EventStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
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

  const lastRevision = db.prepare<[string], { revision: number }>('SELECT MAX(revision) AS revision FROM events WHERE stream = ?');
  const insert = db.prepare(
    'INSERT INTO events (stream, revision, id, type, data, metadata) VALUES (@stream, @revision, @id, @type, @data, @metadata)',
  );
  const byStream = db.prepare<[string], Row>('SELECT * FROM events WHERE stream = ? ORDER BY revision');
  const after = db.prepare<[number, number], Row>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
  const head = db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events');

  const appendTx = db.transaction((stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
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
    return { revision, position };
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
      return byStream.all(stream).map(toRecorded);
    },
    async readAll(fromPosition, limit = BATCH) {
      return after.all(fromPosition, limit).map(toRecorded);
    },
    async headPosition() {
      return head.get()?.p ?? 0;
    },
    subscribe(fromPosition, onEvent): Subscription {
      let position = fromPosition;
      let stopped = false;
      let pending = false;
      let running: Promise<void> = Promise.resolve();
      // Drains everything after `position`; wakes on local appends and polls for appends by other processes.
      const drain = async () => {
        while (!stopped && !closed) {
          const rows = after.all(position, BATCH);
          if (rows.length === 0) return;
          for (const row of rows) {
            if (stopped) return;
            await onEvent(toRecorded(row));
            position = row.position;
          }
        }
      };
      const wake = () => {
        if (pending) return;
        pending = true;
        running = running
          .then(async () => {
            pending = false;
            await drain();
          })
          .catch((error) => console.error('event subscription handler failed; retrying on the next wake', error));
      };
      listeners.add(wake);
      const timer = setInterval(wake, POLL_MS);
      timer.unref();
      wake();
      return {
        async close() {
          stopped = true;
          listeners.delete(wake);
          clearInterval(timer);
          await running.catch(() => undefined);
        },
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      db.close();
    },
  };
}
