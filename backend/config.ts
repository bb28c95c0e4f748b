// Configuration from the environment (README's table), with the embedded defaults.
import { resolve } from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  /** PostgreSQL for events and read models (unless EVENTSTORE_URL / MONGO_URL name another store for one of them). */
  databaseUrl: string | null;
  sessionKeys: string[] | null;
  adminPassword: string | null;
  seedDemo: boolean;
  rateLimitPerMinute: number;
  /** Where the built SPA lives; null serves no SPA (API only). */
  webDist: string | null;
  secureCookies: boolean;
  /** Behind a TLS proxy: take the client address and scheme from X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean;
  /** An active session not used for this long ends (hours). */
  sessionIdleHours: number;
  /** No session lives longer than this (days). */
  sessionMaxDays: number;
  logRequests: boolean;
}

const bool = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : !/^(0|false|no|off)$/i.test(v));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: resolve(env.DATA_DIR || './data'),
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongoUrl: env.MONGO_URL || null,
    databaseUrl: env.DATABASE_URL || null,
    sessionKeys: env.SESSION_KEYS ? env.SESSION_KEYS.split(',').map((k) => k.trim()).filter(Boolean) : null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: bool(env.SEED_DEMO, true),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 60),
    webDist: resolve(env.WEB_DIST || 'web/dist'),
    secureCookies: bool(env.SECURE_COOKIES, false),
    trustProxy: bool(env.TRUST_PROXY, false),
    sessionIdleHours: Number(env.SESSION_IDLE_HOURS ?? 7 * 24),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS ?? 30),
    logRequests: bool(env.LOG_REQUESTS, false),
  };
}
