// Where rate-limit counters live: in this process by default, in MongoDB (MONGO_URL) or PostgreSQL (DATABASE_URL) so that
// several app instances share them (a sign-in throttled on one instance is throttled on all).
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { migrate, openPool } from '../postgres/connection';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export interface Limiters {
  readonly name: string;
  make(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryLimiters(): Limiters {
  return { name: 'in memory', make: (o) => new RateLimiterMemory(o), close: async () => undefined };
}

const LIMITS_TABLE = 'rate_limits';

/**
 * One `rate_limits` table for every limiter (keys carry the limiter's prefix), created here before any limiter uses it
 * (rate-limiter-flexible's own creation is asynchronous and its key column is too short for an e-mail plus an address).
 */
export async function postgresLimiters(url: string, options: { log?: (line: string) => void } = {}): Promise<Limiters> {
  const pool = openPool(url, { max: 4, log: options.log });
  try {
    await migrate(pool, LIMITS_TABLE, [`CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key text PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`]);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let sweeping = false;
  return {
    name: 'PostgreSQL',
    make(o) {
      // One limiter per process sweeps expired rows (every 5 minutes, those expired an hour ago).
      const clearExpiredByTimeout = !sweeping;
      sweeping = true;
      return new RateLimiterPostgres({ ...o, storeClient: pool, storeType: 'pool', tableName: LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout });
    },
    close: () => pool.end(),
  };
}
