// Who was erased, by every record a restore can read on this machine before it replaces anything: the erasure journals, the
// destroyed keys of the key store in place, and the deletions in the log in place (and in logs kept aside by earlier
// restores). Ids and times only: what `npm run restore` needs so that a backup brings nobody back.
import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { erasureJournalFiles, readErasureJournal } from './erasure-journal';

const SERVER_SECRET = '$server';

/** Reads a SQLite file read-only; a missing file gives nothing, a damaged one is said and gives nothing. */
function readRows<T>(file: string, sql: string, say: (line: string) => void): T[] {
  if (!existsSync(file)) return [];
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  } catch (error) {
    say(`${file} could not be read for erased people (${(error as Error).message}).`);
    return [];
  }
}

/** Subject → time of erasure (the earliest found; '' when unknown). */
export function erasedSubjectsInPlace(config: { dataDir: string; erasureJournal: string | null }, say: (line: string) => void): Map<string, string> {
  const erased = new Map<string, string>();
  const add = (subject: unknown, at: unknown) => {
    if (typeof subject !== 'string' || !subject || subject === SERVER_SECRET) return;
    const when = typeof at === 'string' ? at : '';
    const known = erased.get(subject);
    if (known === undefined || (when && (!known || when < known))) erased.set(subject, when);
  };
  for (const file of erasureJournalFiles(config)) for (const { subject, at } of readErasureJournal(file)) add(subject, at);
  const keys = join(config.dataDir, 'keys.sqlite');
  for (const row of readRows<{ subject: string; destroyed_at: string | null }>(keys, 'SELECT subject, destroyed_at FROM data_keys WHERE key IS NULL', say))
    add(row.subject, row.destroyed_at);
  const logs = existsSync(config.dataDir)
    ? readdirSync(config.dataDir).filter((f) => f === 'events.sqlite' || (f.startsWith('events.sqlite.before-restore-') && !/-(wal|shm)$/.test(f)))
    : [];
  for (const log of logs)
    for (const row of readRows<{ data: string; metadata: string }>(join(config.dataDir, log), "SELECT data, metadata FROM events WHERE type = 'UserDeleted'", say)) {
      try {
        add((JSON.parse(row.data) as { userId?: unknown }).userId, (JSON.parse(row.metadata) as { at?: unknown }).at);
      } catch {
        // An unreadable row: `npm run check` names it; the others still count.
      }
    }
  return erased;
}
