// PostgreSQL adapter of the EventStore port (`pg`), chosen when DATABASE_URL is set: one table, a global order, LISTEN/NOTIFY.
//
// Positions, and the commit-order trap. A sequence hands out numbers when rows are inserted, not when they commit:
// append A takes 10, append B takes 11, B commits first, a subscriber reads 11 and stores it as its checkpoint, then A
// commits 10, which that subscriber never reads. Two known remedies:
//  1. transaction ids with a high-water mark: order by (xid, n) and read only below pg_snapshot_xmin. Appends stay
//     concurrent, but every reader waits behind the oldest running transaction of the whole cluster (a read-model batch,
//     a forgotten psql session), and nothing wakes readers when that horizon moves;
//  2. one writer at a time for the position counter.
// This adapter takes (2). Every append increments the single row of `event_log_head` in the same statement that
// inserts its events. The row lock of that UPDATE is held until the transaction ends and PostgreSQL releases locks only
// after the commit is visible, so positions are handed out in commit order: once a reader sees position n, every
// position below n is visible too. A rolled-back append rolls its increment back, so the log has no gaps either.
// The price is that appends serialise on the counter, so their commits cannot share a disk flush; appends that arrive
// together in one process therefore commit together in one transaction (postgres-group-commit.ts). A lone append runs
// its checks (stream revision, retried ids) before taking the lock, and under it one statement and the COMMIT; if it
// loses a race between its checks and its insert (a unique violation) it tries once more with the lock taken first,
// so that its checks and its insert see the same log.
//
// Positions are the counter's value as 16 decimal digits (like the SQLite adapter's), so string order is log order.
import type pg from 'pg';
import { inTransaction, isUniqueViolation, migrate, openPool } from '@backend/postgres/connection';
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
} from '../event-store';
import { createGroupCommit } from './postgres-group-commit';
import { createPostgresWatcher } from './postgres-watcher';

const WIDTH = 16;
const toPosition = (n: string | number): LogPosition => String(n).padStart(WIDTH, '0');
const fromPosition = (p: LogPosition): string => (p === '' ? '0' : String(BigInt(p)));

const BATCH = 500;
export const EVENTS_CHANNEL = 'event_log';

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS event_log (
    position bigint PRIMARY KEY,
    stream text NOT NULL,
    revision integer NOT NULL,
    id text NOT NULL UNIQUE,
    type text NOT NULL,
    data json NOT NULL,
    metadata json NOT NULL,
    UNIQUE (stream, revision)
  )`,
  // json, not jsonb: an event is kept exactly as appended (key order, and characters jsonb refuses, such as U+0000).
  `CREATE TABLE IF NOT EXISTS event_log_head (id integer PRIMARY KEY CHECK (id = 1), position bigint NOT NULL)`,
  `INSERT INTO event_log_head (id, position) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`,
];

const COLUMNS = 'position::text AS position, stream, revision, id, type, data, metadata';
interface Row {
  position: string;
  stream: string;
  revision: number;
  id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}
interface Placed {
  id: string;
  stream: string;
  revision: number;
  position: string;
}

/** The position lock alone, for appends that take it before their checks. */
const LOCK = 'SELECT position FROM event_log_head WHERE id = 1 FOR UPDATE';

/** Takes the position lock (the head row), inserts the events after the head, and notifies listeners at commit. */
const INSERT = `
  WITH head AS (
    UPDATE event_log_head SET position = position + $2 WHERE id = 1 RETURNING position - $2 AS base
  ), appended AS (
    INSERT INTO event_log (position, stream, revision, id, type, data, metadata)
    SELECT head.base + e.n, $1, $3 + e.n, e.id, e.type, e.data::json, e.metadata::json
    FROM head, unnest($4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS e (id, type, data, metadata, n)
    RETURNING position
  )
  SELECT max(position)::text AS position, pg_notify('${EVENTS_CHANNEL}', max(position)::text) FROM appended`;

export async function createPostgresEventStore(
  url: string,
  options: { upcast?: Upcast; log?: (line: string) => void; pollMs?: number } = {},
): Promise<EventStore> {
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const log = options.log ?? ((line: string) => console.error(line));
  const pool = openPool(url, { max: 10, log });
  await migrate(pool, 'event_log', SCHEMA).catch(async (error) => {
    await pool.end();
    throw error;
  });
  const head = async () => (await pool.query<{ p: string | null }>('SELECT max(position)::text AS p FROM event_log')).rows[0].p;
  const watcher = createPostgresWatcher({ url, channel: EVENTS_CHANNEL, head, log, pollMs: options.pollMs });

  const toRecorded = (r: Row): RecordedEvent =>
    upcast({
      position: toPosition(r.position),
      stream: r.stream,
      revision: r.revision,
      id: r.id,
      type: r.type,
      data: r.data,
      metadata: r.metadata,
    });

  /** A retried append: the same ids, in the same order, already in this stream (as the SQLite adapter decides it). */
  const alreadyAppended = (stream: string, events: NewEvent[], placed: Placed[]): AppendResult | null => {
    const first = placed.find((p) => p.id === events[0].id);
    if (!first) return null;
    const last = placed.find((p) => p.id === events[events.length - 1].id);
    if (first.stream !== stream || !last || last.stream !== stream || last.revision - first.revision !== events.length - 1)
      throw new Error(`Event id ${events[0].id} is already used by another append`);
    return { revision: last.revision, position: toPosition(last.position) };
  };

  /** One try inside a transaction: the checks, then the insert under the position lock (or everything under it: `lockFirst`). */
  const attempt = async (
    client: pg.PoolClient,
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    lockFirst: boolean,
  ): Promise<AppendResult> => {
    if (lockFirst) await client.query(LOCK);
    const { rows } = await client.query<{ current: number | null; placed: Placed[] | null }>(
      `SELECT (SELECT max(revision) FROM event_log WHERE stream = $1) AS current,
                (SELECT json_agg(json_build_object('id', id, 'stream', stream, 'revision', revision, 'position', position::text))
                 FROM event_log WHERE id = ANY($2::text[])) AS placed`,
      [stream, [events[0].id, events[events.length - 1].id]],
    );
    const retried = alreadyAppended(stream, events, rows[0].placed ?? []);
    if (retried) return retried;
    const current = rows[0].current;
    const actual = current === null ? 'no_stream' : current;
    if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevisionError(stream, expected, actual);
    const inserted = await client.query<{ position: string }>(INSERT, [
      stream,
      events.length,
      current ?? -1,
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ]);
    return { revision: (current ?? -1) + events.length, position: toPosition(inserted.rows[0].position) };
  };

  type Request = { stream: string; events: NewEvent[]; expected: ExpectedRevision };
  const commit = createGroupCommit<Request, AppendResult>({
    pool,
    async alone({ stream, events, expected }) {
      try {
        return await inTransaction(pool, (client) => attempt(client, stream, events, expected, false));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // A concurrent append took the revision or one of the ids first: decide again, under the lock, from what is
      // committed now (a wrong revision, the original result of a retried append, or with 'any' the next revision).
      return inTransaction(pool, (client) => attempt(client, stream, events, expected, true));
    },
    lock: async (client) => void (await client.query(LOCK)),
    inGroup: (client, { stream, events, expected }) => attempt(client, stream, events, expected, false),
    committed: () => watcher.wakeLocal(),
  });

  return {
    name: 'PostgreSQL',
    async append(stream, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('append needs at least one event');
      return commit({ stream, events, expected: expectedRevision });
    },
    async readStream(stream, options = {}) {
      const { rows } = await pool.query<Row>(
        `SELECT ${COLUMNS} FROM event_log WHERE stream = $1 AND event_log.revision >= $2 ORDER BY event_log.revision LIMIT $3`,
        [stream, options.fromRevision ?? 0, options.maxCount ?? null],
      );
      return rows.map(toRecorded);
    },
    async readAll(after, limit = BATCH) {
      const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM event_log WHERE position > $1 ORDER BY event_log.position LIMIT $2`, [
        fromPosition(after),
        limit,
      ]);
      return rows.map(toRecorded);
    },
    async countAfter(after, limit) {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM event_log WHERE position > $1 ORDER BY position LIMIT $2) AS ahead', [
        fromPosition(after),
        limit,
      ]);
      return rows[0].n;
    },
    watch(onAppend): Subscription {
      return watcher.add(onAppend);
    },
    async headPosition() {
      const p = await head();
      return p === null ? '' : toPosition(p);
    },
    ordinal: (p) => (p === '' ? 0 : Number(p)),
    async close() {
      await watcher.close();
      await pool.end();
    },
  };
}
