// KeyStore in PostgreSQL (with DATABASE_URL): the data keys of crypto-shredding in their own table beside the event log,
// shared by every instance; a destroyed key is set to NULL (a tombstone stays, so no new key is ever made for it).
import { randomBytes } from 'node:crypto';
import { migrate, openPool } from '@backend/postgres/connection';
import { DATA_KEY_BYTES, type KeyLookup, type KeyStore } from '../key-store';

const SERVER = '$server';

export async function createPostgresKeyStore(url: string): Promise<KeyStore> {
  const pool = openPool(url, { max: 4 });
  await migrate(pool, 'data_keys', [
    `CREATE TABLE IF NOT EXISTS data_keys (
      subject text PRIMARY KEY,
      key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      destroyed_at timestamptz
    )`,
  ]);
  const lookup = async (subject: string): Promise<KeyLookup> => {
    const { rows } = await pool.query<{ key: Buffer | null }>('SELECT key FROM data_keys WHERE subject = $1', [subject]);
    if (rows.length === 0) return { state: 'none' };
    return rows[0].key ? { state: 'live', key: Buffer.from(rows[0].key) } : { state: 'destroyed' };
  };
  const getOrCreate = async (subject: string) => {
    // Concurrent callers (other instances included) insert at most once and all read the one row.
    await pool.query('INSERT INTO data_keys (subject, key) VALUES ($1, $2) ON CONFLICT (subject) DO NOTHING', [subject, randomBytes(DATA_KEY_BYTES)]);
    return (await lookup(subject)) as KeyLookup & { state: 'live' | 'destroyed' };
  };
  return {
    name: 'PostgreSQL',
    get: lookup,
    getOrCreate,
    async destroy(subject) {
      const { rowCount } = await pool.query('UPDATE data_keys SET key = NULL, destroyed_at = now() WHERE subject = $1 AND key IS NOT NULL', [subject]);
      if (!rowCount) await pool.query('INSERT INTO data_keys (subject, key, destroyed_at) VALUES ($1, NULL, now()) ON CONFLICT (subject) DO NOTHING', [subject]);
      return (rowCount ?? 0) > 0;
    },
    async serverSecret() {
      const found = await getOrCreate(SERVER);
      if (found.state !== 'live') throw new Error('PostgreSQL data_keys: the server secret was destroyed');
      return found.key;
    },
    async close() {
      await pool.end();
    },
  };
}
