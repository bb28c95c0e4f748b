// A SQLite file held by one process: the lock is taken when it opens and kept until it closes (WAL, no file lock per
// statement), and a second process opening it is refused with the caller's error instead of waiting or sharing.
import type { Database } from 'better-sqlite3';

/** The file is held by another process; `hint` says which one it likely is. */
export class FileInUseError extends Error {
  constructor(file: string, hint: string) {
    super(`${file} is in use by another process: ${hint}`);
  }
}

/** Takes `db`'s file for this process alone; closes it and throws `inUse()` when another process holds it (2 s of trying). */
export function holdExclusively(db: Database, inUse: () => FileInUseError): void {
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('busy_timeout = 2000');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN IMMEDIATE; COMMIT');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw inUse();
  }
}
