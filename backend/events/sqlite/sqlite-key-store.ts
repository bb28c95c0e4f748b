// Embedded KeyStore: a SQLite file under DATA_DIR (keys.sqlite), beside the event store but never inside it, with
// secure_delete on, so that a destroyed key's bytes are overwritten, and the WAL truncated after each destruction.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DATA_KEY_BYTES, type KeyLookup, type KeyStore } from '../key-store';

const SERVER = '$server';

export function createSqliteKeyStore(file: string): KeyStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS data_keys (
    subject TEXT PRIMARY KEY,
    key BLOB,
    created_at TEXT NOT NULL,
    destroyed_at TEXT
  )`);
  const select = db.prepare<[string], { key: Buffer | null }>('SELECT key FROM data_keys WHERE subject = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO data_keys (subject, key, created_at) VALUES (?, ?, ?)');
  const destroy = db.prepare("UPDATE data_keys SET key = NULL, destroyed_at = ? WHERE subject = ? AND key IS NOT NULL");
  const tombstone = db.prepare('INSERT OR IGNORE INTO data_keys (subject, key, created_at, destroyed_at) VALUES (?, NULL, ?, ?)');

  const lookup = (subject: string): KeyLookup => {
    const row = select.get(subject);
    if (!row) return { state: 'none' };
    return row.key ? { state: 'live', key: Buffer.from(row.key) } : { state: 'destroyed' };
  };
  const getOrCreate = db.transaction((subject: string) => {
    insert.run(subject, randomBytes(DATA_KEY_BYTES), new Date().toISOString());
    return lookup(subject) as KeyLookup & { state: 'live' | 'destroyed' };
  });
  const destroyTx = db.transaction((subject: string) => {
    const at = new Date().toISOString();
    const changed = destroy.run(at, subject).changes > 0;
    if (!changed) tombstone.run(subject, at, at);
    return changed;
  });

  return {
    name: 'embedded (SQLite)',
    async get(subject) {
      return lookup(subject);
    },
    async getOrCreate(subject) {
      // Most subjects have their key already: a read, not a write transaction.
      const found = lookup(subject);
      return found.state === 'none' ? getOrCreate.immediate(subject) : found;
    },
    async destroy(subject) {
      const changed = destroyTx.immediate(subject);
      // The old page (with the key) may still sit in the WAL: copy everything into the file and empty the WAL.
      db.pragma('wal_checkpoint(TRUNCATE)');
      return changed;
    },
    async serverSecret() {
      const found = getOrCreate.immediate(SERVER);
      if (found.state !== 'live') throw new Error(`${file}: the server secret was destroyed`);
      return found.key;
    },
    async close() {
      db.close();
    },
  };
}
