// Embedded EventStore adapter: SQLite (better-sqlite3) in WAL mode with synchronous=FULL, so an acknowledged append survives kill -9.
// Group commit: appends that arrive in the same turn of the event loop share one transaction (one fsync); each runs in its
// own savepoint, so it keeps its own revision check and fails or succeeds alone.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
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

interface Pending {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}
type Outcome = { ok: AppendResult } | { error: unknown };
const BATCH = 500;

export function createSqliteEventStore(file: string, options: { upcast?: Upcast } = {}): EventStore {
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const toRecorded = (r: Row): RecordedEvent =>
    upcast({
      position: toPosition(r.position),
      stream: r.stream,
      revision: r.revision,
      id: r.id,
      type: r.type,
      data: JSON.parse(r.data),
      metadata: JSON.parse(r.metadata),
    });

  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Appends touch random pages of the id and (stream, revision) indexes: keep them in memory on large logs (64 MB).
  db.pragma('cache_size = -65536');
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

  const lastRevision = db.prepare<[string], { revision: number | null }>('SELECT MAX(revision) AS revision FROM events WHERE stream = ?');
  const insert = db.prepare(
    'INSERT INTO events (stream, revision, id, type, data, metadata) VALUES (@stream, @revision, @id, @type, @data, @metadata)',
  );
  const byId = db.prepare<[string], { stream: string; revision: number; position: number }>('SELECT stream, revision, position FROM events WHERE id = ?');
  const byStream = db.prepare<[string, number], Row>('SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision');
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

  /** The appends of one turn of the event loop, each in its own savepoint inside one transaction. */
  const commitGroup = db.transaction((group: readonly Pending[]) =>
    group.map((p): Outcome => {
      try {
        return { ok: appendTx(p.stream, p.events, p.expected) };
      } catch (error) {
        return { error };
      }
    }),
  );

  const listeners = new Set<() => void>();
  let closed = false;
  let queue: Pending[] = [];

  const flush = () => {
    const group = queue;
    queue = [];
    if (closed) {
      for (const p of group) p.reject(new Error('The event store is closed'));
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = commitGroup.immediate(group);
    } catch (error) {
      // The transaction itself failed (e.g. the disk is full): nothing of the group was stored.
      for (const p of group) p.reject(error);
      return;
    }
    group.forEach((p, i) => {
      const o = outcomes[i];
      if ('ok' in o) p.resolve(o.ok);
      else p.reject(o.error);
    });
    if (outcomes.some((o) => 'ok' in o)) for (const wake of listeners) wake();
  };

  return {
    name: 'embedded (SQLite)',
    async append(stream, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('append needs at least one event');
      return new Promise<AppendResult>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ stream, events, expected: expectedRevision, resolve, reject });
      });
    },
    async readStream(stream, options = {}) {
      return byStream.all(stream, options.fromRevision ?? 0).map(toRecorded);
    },
    async readAll(from, limit = BATCH) {
      return after.all(fromPosition(from), limit).map(toRecorded);
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
      const p = head.get()?.p ?? 0;
      return p === 0 ? '' : toPosition(p);
    },
    ordinal: fromPosition,
    async close() {
      if (queue.length) flush();
      closed = true;
      listeners.clear();
      db.close();
    },
  };
}
