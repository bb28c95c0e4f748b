// What the PostgreSQL adapters share: connection pools, advisory-lock keys, and how to tell a lost race from a failure.
import pg from 'pg';

/**
 * Advisory locks take two int4 keys: a namespace per purpose (so the adapters' locks never collide) and a key per
 * name. In pg_locks they show as classid = namespace, objid = key, objsubid = 2.
 */
export const LOCK_NAMESPACE = {
  schema: 0x1f4e_0001,
  lease: 0x1f4e_0002,
  fence: 0x1f4e_0003,
} as const;

/** A stable 31-bit key for a name (FNV-1a), so every instance computes the same lock for the same projection. */
export function advisoryKey(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 1;
}

export interface PoolOptions {
  max?: number;
  log?: (line: string) => void;
  /** Settings for each connection of the pool (e.g. `{ jit: 'off' }`), sent as it starts. */
  settings?: Record<string, string>;
}

/** A pool whose idle-connection errors are logged (an unhandled one would end the process) and whose connections say who they are. */
export function openPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    keepAlive: true,
    application_name: 'internships-for-highschoolers',
    // A connection that sits inside a transaction this long belongs to a stuck process: end it, releasing its locks.
    idle_in_transaction_session_timeout: 30_000,
    ...(options.settings ? { options: Object.entries(options.settings).map(([k, v]) => `-c ${k}=${v}`).join(' ') } : {}),
  });
  const log = options.log ?? ((line: string) => console.error(line));
  pool.on('error', (error) => log(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/** Runs `work` in one transaction on a connection of its own. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not handed out again.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Creates schema objects once per database, even when several instances start at the same moment. */
export async function migrate(pool: pg.Pool, name: string, statements: readonly string[]): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE.schema, advisoryKey(name)]);
    for (const sql of statements) await client.query(sql);
  });
}

/** An error PostgreSQL answered (it has a SQLSTATE), as opposed to a broken connection. */
export const isDatabaseError = (error: unknown): error is pg.DatabaseError => error instanceof pg.DatabaseError;
export const isUniqueViolation = (error: unknown) => isDatabaseError(error) && error.code === '23505';
export const isUndefinedTable = (error: unknown) => isDatabaseError(error) && error.code === '42P01';
