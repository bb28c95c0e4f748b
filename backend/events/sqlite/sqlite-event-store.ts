// Embedded EventStore adapter: SQLite (better-sqlite3) in WAL mode with synchronous=FULL, so an acknowledged append survives kill -9.
// Group commit: a writer thread commits; appends that arrive while it commits (or in the same turn of the event loop) share
// the next transaction and its one fsync, each in its own savepoint with its own revision check. Reads run here, answered
// from the rows this process appended or read lately while nobody else has written (sqlite-recent-rows.ts).
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
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
} from '../event-store';
import { openEventsDb, toPosition, type AppendOutcome, type AppendRequest, type GroupOutcome } from './sqlite-events-db.mjs';
import { createRecentRows, type RecentRows, type Row } from './sqlite-recent-rows';

const fromPosition = (p: LogPosition): number => (p === '' ? 0 : Number(p));

const POLL_MS = 1000;
const BATCH = 500;

/** The open stores' memories of each file, for whoever rewrites its history in place (sqlite-history-rewriter.ts). */
const memories = new Map<string, Set<RecentRows>>();

/** Forgets what the stores of this process remember of `file`: its rows were changed in place. */
export function forgetRemembered(file: string): void {
  for (const recent of memories.get(resolve(file)) ?? []) recent.clear();
}

/** The rows a group stored, in log order, from the appends as sent and their outcomes. */
function storedRows(requests: readonly AppendRequest[], outcomes: readonly AppendOutcome[]): Row[] {
  const rows: Row[] = [];
  requests.forEach((request, i) => {
    const o = outcomes[i];
    if (!('ok' in o) || !o.stored) return;
    const n = request.events.length;
    const last = Number(o.ok.position);
    request.events.forEach((e, k) => rows.push([last - n + 1 + k, request.stream, o.ok.revision - n + 1 + k, e.id, e.type, e.data, e.metadata]));
  });
  return rows;
}

interface Pending {
  request: AppendRequest;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export function createSqliteEventStore(file: string, options: { upcast?: Upcast } = {}): EventStore {
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  /**
   * Rows kept in memory (sqlite-recent-rows.ts) are read again and again (a stream's snapshot event at every command, the
   * log's tail by the projections and then by a command): each is parsed once, and its readers share the event, as the
   * processors that read one batch already do (events are never changed by those who read them). Rows read past the kept
   * ones (a replay's batches) are not remembered there: a WeakMap entry per row read once only costs the collector.
   */
  const parsed = new WeakMap<Row, RecordedEvent>();
  const parse = (r: Row): RecordedEvent => {
    try {
      return upcast({ position: toPosition(r[0]), stream: r[1], revision: r[2], id: r[3], type: r[4], data: JSON.parse(r[5]), metadata: JSON.parse(r[6]) });
    } catch (error) {
      throw new UnreadableEventError(toPosition(r[0]), r[1], (error as Error).message);
    }
  };
  const toRecorded = (r: Row): RecordedEvent => {
    const known = parsed.get(r);
    if (known) return known;
    const event = parse(r);
    parsed.set(r, event);
    return event;
  };
  /** A damaged file shows up as SQLite errors on any statement: name the file and the way out. */
  const damaged = (error: unknown): unknown => {
    const code = (error as { code?: string }).code;
    return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB'
      ? new StoreDamagedError(`${file} is damaged (${(error as Error).message}). Restore a backup with "npm run restore -- <file>"; "npm run check" reports what is readable.`)
      : error;
  };
  const guarded = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw damaged(error);
    }
  };
  /** An append the writer thread could not store, as an error of this thread (its SQLite code kept: SQLITE_FULL → 503). */
  const settle = (p: Pending, o: AppendOutcome) => {
    if ('ok' in o) p.resolve(o.ok);
    else if ('wrongRevision' in o) p.reject(new WrongExpectedRevisionError(o.wrongRevision.stream, o.wrongRevision.expected, o.wrongRevision.actual));
    else p.reject(damaged(Object.assign(new Error(o.failed.message), o.failed.code ? { code: o.failed.code } : {})));
  };

  const db = guarded(() => openEventsDb(file));
  const COLUMNS = 'position, stream, revision, id, type, data, metadata';
  const byStream = db.prepare<[string, number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?`).raw(true);
  const after = db.prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(true);
  const head = db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events');
  const ahead = db.prepare<[number, number], number>('SELECT count(*) FROM (SELECT 1 FROM events WHERE position > ? LIMIT ?)').pluck();
  const recent = createRecentRows();
  // SQLite's data_version changes when another connection commits: the writer thread, or anyone else. While a group of this
  // process is being written, remembered rows answer as of the last group (another writer's rows then show up with the
  // group's answer, whose head says so). Otherwise they answer only while no one committed since the last group.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let versionAfterGroup = -1;
  const remembering = () => {
    if (committing || guarded(() => dataVersion.get()) === versionAfterGroup) return true;
    recent.clear();
    return false;
  };
  const remembered = memories.get(resolve(file)) ?? new Set();
  memories.set(resolve(file), remembered.add(recent));

  const writer = new Worker(new URL('./sqlite-writer-thread.mjs', import.meta.url), { workerData: { file }, execArgv: [] });
  writer.unref();
  const listeners = new Set<() => void>();
  let closed = false;
  let queue: Pending[] = [];
  let committing: Pending[] | null = null;
  let scheduled = false;
  let idle: (() => void) | null = null;
  /** Set when the writer thread died: later appends are refused with its error instead of waiting for ever. */
  let broken: unknown = null;

  /** Sends what has queued up as one group, unless a group is being committed (its answer sends the next). */
  const send = () => {
    scheduled = false;
    if (committing || queue.length === 0) return;
    committing = queue;
    queue = [];
    writer.ref();
    writer.postMessage(committing.map((p) => p.request));
  };
  let onClosed: (() => void) | null = null;
  writer.on('message', (answer: GroupOutcome | 'closed') => {
    if (answer === 'closed') return onClosed?.();
    const group = committing ?? [];
    committing = null;
    const { outcomes } = answer;
    recent.committed(answer.headBefore, storedRows(group.map((p) => p.request), outcomes));
    outcomes.forEach((o, i) => 'wrongRevision' in o && recent.staleStream(group[i].request.stream));
    versionAfterGroup = guarded(() => dataVersion.get()) ?? -1;
    group.forEach((p, i) => settle(p, outcomes[i]));
    if (outcomes.some((o) => 'ok' in o)) for (const wake of listeners) wake();
    if (queue.length) send();
    else {
      writer.unref();
      idle?.();
    }
  });
  writer.on('error', (error) => {
    broken = damaged(error);
    for (const p of [...(committing ?? []), ...queue]) p.reject(broken);
    committing = null;
    queue = [];
    idle?.();
  });

  return {
    name: 'embedded (SQLite)',
    async append(stream, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('append needs at least one event');
      if (closed) throw new Error('The event store is closed');
      if (broken) throw broken;
      const request: AppendRequest = {
        stream,
        expected: expectedRevision as ExpectedRevision,
        events: events.map((e: NewEvent) => ({ id: e.id, type: e.type, data: JSON.stringify(e.data), metadata: JSON.stringify(e.metadata) })),
      };
      return new Promise<AppendResult>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        if (!scheduled && !committing) {
          scheduled = true;
          setImmediate(send);
        }
      });
    },
    async readStream(stream, options = {}) {
      const from = options.fromRevision ?? 0;
      const max = options.maxCount ?? -1; // LIMIT -1: no limit.
      let rows = remembering() ? recent.stream(stream, from, max) : null;
      if (!rows) {
        rows = guarded(() => byStream.all(stream, from, max));
        recent.readFromSqlite(stream, from, max, rows);
      }
      return rows.map(toRecorded);
    },
    async readAll(from, limit = BATCH) {
      const position = fromPosition(from);
      const kept = remembering() ? recent.after(position, limit) : null;
      return kept ? kept.map(toRecorded) : guarded(() => after.all(position, limit)).map(parse);
    },
    watch(onAppend): Subscription {
      // Local appends call at once; a poll of the head notices appends by other processes on the same file.
      let seen = guarded(() => head.get())?.p ?? 0;
      listeners.add(onAppend);
      const timer = setInterval(() => {
        if (closed) return;
        const now = head.get()?.p ?? 0;
        // Between this process's groups the head is the last one's: any other is another writer's.
        if (!committing) recent.polledHead(now);
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
    async countAfter(after, limit) {
      return guarded(() => ahead.get(fromPosition(after), limit)) ?? 0;
    },
    async headPosition() {
      const p = guarded(() => head.get())?.p ?? 0;
      return p === 0 ? '' : toPosition(p);
    },
    ordinal: fromPosition,
    async close() {
      if (closed) return;
      closed = true;
      // Appends already accepted are committed first.
      if (committing || queue.length) {
        await new Promise<void>((resolve) => {
          idle = resolve;
          send();
        });
      }
      listeners.clear();
      await new Promise<void>((resolve) => {
        onClosed = resolve;
        writer.ref();
        writer.postMessage('close');
      });
      await writer.terminate();
      remembered.delete(recent);
      db.close();
    },
  };
}
