// Configuration from the environment (README's table), with the embedded defaults.
import { resolve } from 'node:path';
import { PARENTAL_CONSENT_MODES, type ParentalConsentMode } from '@domain/consent/sharing';
import { EMAIL_VERIFICATION_MODES, type EmailVerificationMode } from '@domain/email-verification/decider';

export interface Config {
  port: number;
  dataDir: string;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  /** PostgreSQL for events and read models (unless EVENTSTORE_URL / MONGO_URL name another store for one of them). */
  databaseUrl: string | null;
  /**
   * Where the embedded read models live when no database is set: `memory` (default: rebuilt from the log at every start)
   * or `disk` (DATA_DIR/read-models.sqlite: kept between starts, for large logs on machines with little memory).
   */
  readModels: ReadModelsPlace;
  sessionKeys: string[] | null;
  adminPassword: string | null;
  seedDemo: boolean;
  rateLimitPerMinute: number;
  /** Where the built SPA lives; null serves no SPA (API only). */
  webDist: string | null;
  secureCookies: boolean;
  /**
   * TRUST_PROXY: how many proxies in front of the app add to X-Forwarded-For (0: none, the socket's address is the client's).
   * With N, the client is the N-th entry from the right, the one our outermost proxy added (http/middleware/trusted-proxy.ts).
   */
  trustProxyHops: number;
  /** An active session not used for this long ends (hours). */
  sessionIdleHours: number;
  /** No session lives longer than this (days). */
  sessionMaxDays: number;
  /** `required` (default): students under 18 (or of unknown age) need a parent's consent to apply; `off`: SPEC.md's flow. */
  parentalConsent: ParentalConsentMode;
  /** `required` (default): a new account verifies its address by an e-mailed link before applying or asking to be a partner; `off`: SPEC.md's flow. */
  emailVerification: EmailVerificationMode;
  /** nodemailer SMTP URL; null: e-mail goes to the development mailbox under DATA_DIR/mail. */
  smtpUrl: string | null;
  /** Sender of every e-mail. */
  mailFrom: string;
  /**
   * Whether /dev/mailbox shows the development mailbox: only with DEV_MAILBOX on (off by default), never in production, never
   * with SMTP, and then only to requests from this machine's loopback address that came through no proxy.
   */
  devMailbox: boolean;
  /** First retry of a failed e-mail after this long, doubling each time (at most an hour); given up after 8 attempts. */
  emailRetryBaseMs: number;
  /** The log's level (pino: fatal, error, warn, info, debug, trace, silent). */
  logLevel: string;
  /** A port of its own for GET /metrics (null: /metrics is on PORT, behind METRICS_TOKEN). */
  metricsPort: number | null;
  /** The bearer token GET /metrics asks for on PORT (null: /metrics answers 401 there). */
  metricsToken: string | null;
  /** The site's public origin (PUBLIC_URL) for canonical URLs, link previews and the sitemap; null: the request's origin. */
  publicUrl: string | null;
  /**
   * A second erasure journal (ERASURE_JOURNAL), beside DATA_DIR/erasures.jsonl: best on another disk (the backups' volume),
   * so that a restore after losing DATA_DIR still knows who was erased since the backup (docs/backups.md, Erasure).
   */
  erasureJournal: string | null;
}

/** PUBLIC_URL as a bare origin (scheme, host, port); anything but an http(s) URL is refused at start. */
function publicOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, not ${value}`);
  return url.origin;
}

const bool = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : !/^(0|false|no|off)$/i.test(v));

export type ReadModelsPlace = 'memory' | 'disk';
function readModelsPlace(value: string | undefined): ReadModelsPlace {
  const place = (value || 'memory').trim().toLowerCase();
  if (place !== 'memory' && place !== 'disk') throw new Error(`READ_MODELS must be memory or disk, not "${value}"`);
  return place;
}

/** TRUST_PROXY: unset, empty, `false` or `0` = none; `true` = 1 (as before); a whole number = that many; anything else is refused. */
export function trustedProxyHops(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false') return 0;
  if (v === 'true') return 1;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  throw new Error(`TRUST_PROXY must be the number of proxies in front of the app that add to X-Forwarded-For (0 or false: none; true: 1), not "${value}"`);
}

function parentalConsentMode(value: string | undefined): ParentalConsentMode {
  const mode = (value || 'required').trim().toLowerCase();
  if (!(PARENTAL_CONSENT_MODES as readonly string[]).includes(mode)) throw new Error(`PARENTAL_CONSENT must be ${PARENTAL_CONSENT_MODES.join(' or ')}, not "${value}"`);
  return mode as ParentalConsentMode;
}

/** The address links in e-mails start with: PUBLIC_URL, or this machine's port when unset. */
export const linkBase = (config: Pick<Config, 'publicUrl' | 'port'>) => config.publicUrl ?? `http://localhost:${config.port}`;

function emailVerificationMode(value: string | undefined): EmailVerificationMode {
  const mode = (value || 'required').trim().toLowerCase();
  if (!(EMAIL_VERIFICATION_MODES as readonly string[]).includes(mode)) throw new Error(`EMAIL_VERIFICATION must be ${EMAIL_VERIFICATION_MODES.join(' or ')}, not "${value}"`);
  return mode as EmailVerificationMode;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
function logLevel(value: string | undefined): string {
  const level = (value || 'info').trim().toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return level;
}

function portNumber(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number (1–65535), not "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongoUrl: env.MONGO_URL || null,
    databaseUrl: env.DATABASE_URL || null,
    readModels: readModelsPlace(env.READ_MODELS),
    sessionKeys: env.SESSION_KEYS ? env.SESSION_KEYS.split(',').map((k) => k.trim()).filter(Boolean) : null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: bool(env.SEED_DEMO, true),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 60),
    webDist: resolve(env.WEB_DIST || 'web/dist'),
    secureCookies: bool(env.SECURE_COOKIES, false),
    trustProxyHops: trustedProxyHops(env.TRUST_PROXY),
    sessionIdleHours: Number(env.SESSION_IDLE_HOURS ?? 7 * 24),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS ?? 30),
    parentalConsent: parentalConsentMode(env.PARENTAL_CONSENT),
    emailVerification: emailVerificationMode(env.EMAIL_VERIFICATION),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Internships for Highschoolers <no-reply@internshipsforhighschoolers.com>',
    devMailbox: bool(env.DEV_MAILBOX, false) && env.NODE_ENV !== 'production' && !env.SMTP_URL,
    emailRetryBaseMs: Number(env.EMAIL_RETRY_BASE_MS ?? 10_000),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsPort: env.METRICS_PORT ? portNumber(env.METRICS_PORT, 'METRICS_PORT') : null,
    metricsToken: env.METRICS_TOKEN || null,
    publicUrl: publicOrigin(env.PUBLIC_URL),
    erasureJournal: env.ERASURE_JOURNAL ? resolve(env.ERASURE_JOURNAL) : null,
  };
}
