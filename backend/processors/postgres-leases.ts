// PostgreSQL adapter of the lease port: a lease is a session-level advisory lock held on one dedicated connection per
// instance. PostgreSQL releases a session's locks when the session ends, so when an instance dies (kill -9, a lost
// network) its leases become free without any expiry to wait for, and another instance's next try takes them.
//
// Fencing: a holder runs each batch in a read-store transaction that first takes the lease's fence lock in shared mode
// and checks in pg_locks that its lease connection still holds the lease. A new holder, right after taking the lease,
// takes the same fence lock exclusively and lets it go: that waits for any transaction of the old holder still in
// flight. So a batch either commits before the successor reads its checkpoint, or fails its check and rolls back.
import pg from 'pg';
import { LeaseLostError, type Lease, type Leases } from './leases';
import type { PostgresReadStore } from '../read-store/postgres/postgres-read-store';
import { LOCK_NAMESPACE, advisoryKey } from '../postgres/connection';

interface Session {
  client: pg.Client;
  /** One statement at a time on the connection (the heartbeat and several seats' requests share it). */
  run<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  pid: number;
  schema: string;
  /** Resolves when the connection is gone, and every lease it held with it. */
  lost: Promise<void>;
  gone: boolean;
}

const HEARTBEAT_MS = 5000;
/** A heartbeat unanswered this long means the connection is gone (a lock wait may delay it, up to a batch's length). */
const SILENCE_MS = 60_000;

export function createPostgresLeases(options: { url: string; store: PostgresReadStore; log?: (line: string) => void }): Leases {
  const log = options.log ?? ((line: string) => console.error(line));
  let session: Promise<Session> | null = null;
  let closed = false;

  const connect = async (): Promise<Session> => {
    const client = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      application_name: `internships-for-highschoolers leases (pid ${process.pid})`,
    });
    let markLost: () => void = () => undefined;
    let queue: Promise<unknown> = Promise.resolve();
    const run = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
      const next = queue.then(() => client.query<R>(text, values));
      queue = next.catch(() => undefined);
      return next;
    };
    const s: Session = { client, run, pid: 0, schema: '', lost: new Promise<void>((resolve) => (markLost = resolve)), gone: false };
    let heartbeat: NodeJS.Timeout | null = null;
    const end = (reason: string) => {
      if (s.gone) return;
      s.gone = true;
      if (heartbeat) clearInterval(heartbeat);
      if (!closed)
        log(`PostgreSQL lease connection lost (${reason}): this instance's projections and reactors stop; others take them over`);
      markLost();
      void client.end().catch(() => undefined);
    };
    client.on('error', (error) => end(error.message));
    client.on('end', () => end('connection ended'));
    await client.connect();
    const { rows } = await run<{ pid: number; schema: string }>('SELECT pg_backend_pid() AS pid, current_schema() AS schema');
    [s.pid, s.schema] = [rows[0].pid, rows[0].schema];
    let waitingSince: number | null = null;
    heartbeat = setInterval(() => {
      if (waitingSince !== null) {
        if (Date.now() - waitingSince > SILENCE_MS) end(`no answer for ${SILENCE_MS / 1000} s`);
        return;
      }
      waitingSince = Date.now();
      run('SELECT 1').then(
        () => (waitingSince = null),
        (error: Error) => end(error.message),
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return s;
  };

  /** The lease connection, opened again after it was lost. */
  const open = async (): Promise<Session> => {
    const current = await (session ??= connect().catch((error) => {
      session = null;
      throw error;
    }));
    if (!current.gone) return current;
    session = null;
    return open();
  };

  return {
    name: 'PostgreSQL advisory locks',
    async tryAcquire(name) {
      if (closed) return null;
      const s = await open();
      // Locks are per database: the schema in the key keeps two deployments in two schemas apart.
      const key = advisoryKey(`${s.schema}:${name}`);
      const { rows } = await s.run<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LOCK_NAMESPACE.lease, key]);
      if (!rows[0].ok) return null;
      // The previous holder's last batch may still be committing: wait until no transaction holds the fence.
      await s.run('SELECT pg_advisory_lock($1, $2)', [LOCK_NAMESPACE.fence, key]);
      await s.run('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE.fence, key]);
      let released = false;
      return {
        lost: s.lost,
        async fence() {
          const { store } = options;
          if (!store.inTransaction()) throw new Error(`the fence of ${name} belongs inside a read-store transaction`);
          // One statement, in this order: the fence lock (shared), then whether our lease connection still holds the
          // lease (the sub-select runs for the row the fence produced, so after the lock is granted).
          const { rows } = await store.query(
            `WITH fence AS MATERIALIZED (SELECT pg_advisory_xact_lock_shared($1, $2))
             SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = $3 AND classid = $4 AND objid = $5 AND objsubid = 2) AS held
             FROM fence`,
            [LOCK_NAMESPACE.fence, key, s.pid, LOCK_NAMESPACE.lease, key],
          );
          if (released || !rows[0].held) throw new LeaseLostError(name);
        },
        async release() {
          if (released) return;
          released = true;
          await s.run('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE.lease, key]).catch(() => undefined);
        },
      } satisfies Lease;
    },
    async close() {
      closed = true;
      const s = await session?.catch(() => null);
      session = null;
      await s?.client.end().catch(() => undefined);
    },
  };
}
