// Embedded SessionStore: a SQLite file under DATA_DIR (WAL, synchronous=FULL, one process at a time), beside the event store.
import Database from 'better-sqlite3';
import { FileInUseError, holdExclusively } from '../sqlite-exclusive';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionRecord, SessionStore } from './session-store';

interface Row {
  id: string;
  user_id: string;
  state: SessionRecord['state'];
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

/** How many sessions' records are kept in memory (the most recently read). */
const REMEMBERED_SESSIONS = 10_000;

const toRecord = (r: Row): SessionRecord => ({ id: r.id, userId: r.user_id, state: r.state, createdAt: r.created_at, lastSeenAt: r.last_seen_at, endedAt: r.ended_at });

export class SessionsInUseError extends FileInUseError {
  constructor(file: string) {
    super(file, 'is another server running on this DATA_DIR?');
    this.name = 'SessionsInUseError';
  }
}

export function createSqliteSessionStore(file: string): SessionStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // One server per DATA_DIR (the embedded store's deployment): the file's lock is taken at once and held until close, so
  // that a request's read takes no file lock (a lock and an unlock a read cost 5 µs here, several times the read) and a
  // second server on the same DATA_DIR is refused instead of sharing the sign-ins behind the first one's back.
  holdExclusively(db, () => new SessionsInUseError(file));
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, ended_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id, state);`);
  const get = db.prepare<[string], Row>('SELECT * FROM sessions WHERE id = ?');
  const put = db.prepare(
    `INSERT INTO sessions (id, user_id, state, created_at, last_seen_at, ended_at) VALUES (@id, @userId, @state, @createdAt, @lastSeenAt, @endedAt)
     ON CONFLICT (id) DO UPDATE SET state = excluded.state, last_seen_at = excluded.last_seen_at, ended_at = excluded.ended_at`,
  );
  const endAll = db.prepare(`UPDATE sessions SET state = ?, ended_at = ? WHERE user_id = ? AND state = 'active' AND id != ?`);
  const prune = db.prepare(`DELETE FROM sessions WHERE COALESCE(ended_at, last_seen_at) < ?`);
  // Records as read, by id: this process is the file's only writer (held exclusively above), so what it read stays true
  // until it writes, and every write below forgets what it changes. A signed-in request then reads no row (about 3–7 µs).
  const remembered = new Map<string, SessionRecord>();
  const remember = (record: SessionRecord) => {
    remembered.set(record.id, Object.freeze(record));
    if (remembered.size > REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value!);
  };
  return {
    name: 'embedded (SQLite)',
    async get(id) {
      const known = remembered.get(id);
      if (known) return { ...known };
      const row = get.get(id);
      if (!row) return null;
      const record = toRecord(row);
      remember(record);
      return { ...record };
    },
    peek: (id) => remembered.get(id),
    async put(record) {
      put.run(record);
      // Forgotten rather than remembered as given: an update keeps the row's user and creation time.
      remembered.delete(record.id);
    },
    async endAllFor(userId, state, at, exceptId = '') {
      const ended = endAll.run(state, at, userId, exceptId).changes;
      for (const [id, r] of remembered) if (r.userId === userId) remembered.delete(id);
      return ended;
    },
    async prune(before) {
      remembered.clear();
      return prune.run(before).changes;
    },
    async close() {
      db.close();
    },
  };
}
