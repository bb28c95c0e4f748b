// PostgreSQL SessionStore (DATABASE_URL): a `sessions` table beside the events and read models, shared by every app
// instance, so a sign-in on one instance is seen by all and a sign-out or revocation on one ends the session on all.
import { migrate, openPool } from '../../postgres/connection';
import type { SessionRecord, SessionStore } from './session-store';

interface Row {
  id: string;
  user_id: string;
  state: SessionRecord['state'];
  created_at: string;
  last_seen_at: string;
  ended_at: string | null;
}

// bigint columns come back as strings from the driver: milliseconds fit a JS number.
const toRecord = (r: Row): SessionRecord => ({
  id: r.id,
  userId: r.user_id,
  state: r.state,
  createdAt: Number(r.created_at),
  lastSeenAt: Number(r.last_seen_at),
  endedAt: r.ended_at === null ? null : Number(r.ended_at),
});

export async function createPostgresSessionStore(url: string, options: { log?: (line: string) => void } = {}): Promise<SessionStore> {
  const pool = openPool(url, { max: 4, log: options.log });
  try {
    await migrate(pool, 'sessions', [
      `CREATE TABLE IF NOT EXISTS sessions (
         id text PRIMARY KEY, user_id text NOT NULL, state text NOT NULL,
         created_at bigint NOT NULL, last_seen_at bigint NOT NULL, ended_at bigint
       )`,
      `CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id, state)`,
    ]);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    name: 'PostgreSQL',
    async get(id) {
      const { rows } = await pool.query<Row>('SELECT * FROM sessions WHERE id = $1', [id]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async put(r) {
      // A session that ended stays ended: an instance writing from a stale read (a touch racing a sign-out or a
      // revocation on another instance) cannot bring it back.
      await pool.query(
        `INSERT INTO sessions (id, user_id, state, created_at, last_seen_at, ended_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET state = excluded.state, last_seen_at = excluded.last_seen_at, ended_at = excluded.ended_at
         WHERE sessions.state = 'active'`,
        [r.id, r.userId, r.state, r.createdAt, r.lastSeenAt, r.endedAt],
      );
    },
    async endAllFor(userId, state, at, exceptId = '') {
      const { rowCount } = await pool.query(`UPDATE sessions SET state = $1, ended_at = $2 WHERE user_id = $3 AND state = 'active' AND id <> $4`, [
        state,
        at,
        userId,
        exceptId,
      ]);
      return rowCount ?? 0;
    },
    async prune(before) {
      const { rowCount } = await pool.query('DELETE FROM sessions WHERE COALESCE(ended_at, last_seen_at) < $1', [before]);
      return rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}
