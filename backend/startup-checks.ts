// Start-up checks of the embedded data: a data directory that cannot be written, or an event store that existed and is now
// missing or empty, stop the start with one clear line (StartupError) instead of a stack trace or a silent re-seed.
// With DATABASE_URL the data lives in PostgreSQL: the check is that the server answers (its own durability and backups,
// pg_dump and WAL archiving, are PostgreSQL's business; docs/stores.md).
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const MARKER = 'store.json';

/** DATA_DIR exists (or can be made) and this user can write in it. */
export function checkDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    const probe = join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw new StartupError(
      `Cannot write to DATA_DIR ${dataDir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): make it writable for this user, or set DATA_DIR to another folder.`,
    );
  }
}

/** The embedded event store file is there whenever this data directory held one before. */
export function checkEmbeddedStore(dataDir: string): void {
  const file = join(dataDir, 'events.sqlite');
  const marker = join(dataDir, MARKER);
  if (!existsSync(marker)) return;
  const size = existsSync(file) ? statSync(file).size : -1;
  if (size > 0) return;
  const since = (JSON.parse(readFileSync(marker, 'utf8')) as { createdAt?: string }).createdAt ?? 'an earlier start';
  throw new StartupError(
    `${file} is ${size < 0 ? 'missing' : 'empty'}, but this data directory has held an event store since ${since}. ` +
      `Restore it with "npm run restore -- <backup file>", or move ${dataDir} away to start a new, empty store.`,
  );
}

/** Remembers that this data directory holds an event store (written once, after a successful start). */
export function markEmbeddedStore(dataDir: string): void {
  const marker = join(dataDir, MARKER);
  if (!existsSync(marker)) writeFileSync(marker, JSON.stringify({ createdAt: new Date().toISOString(), note: 'This folder holds the event store of Internships for Highschoolers.' }, null, 2));
}

/** DATABASE_URL without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(DATABASE_URL is not a valid URL)';
  }
}

const POSTGRES_HINTS: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there: start PostgreSQL, or fix the host and port',
  ENOTFOUND: 'no such host',
  ETIMEDOUT: 'the server does not answer',
  '28P01': 'the password is wrong',
  '28000': 'this user may not connect (pg_hba.conf)',
  '3D000': 'the database does not exist: create it (createdb) first',
};

/** PostgreSQL answers at DATABASE_URL; otherwise one line saying what is wrong and what to do. */
export async function checkPostgres(url: string, timeoutMs = 10_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const hint = POSTGRES_HINTS[code] ?? (error as Error).message;
    throw new StartupError(`Cannot reach PostgreSQL at ${describeDatabaseUrl(url)} (${code || 'error'}: ${hint}). Check DATABASE_URL.`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
