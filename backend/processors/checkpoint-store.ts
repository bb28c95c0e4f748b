// Durable checkpoints of reactors: in a SQLite file beside the embedded event store, or in the read store when that is durable.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LogPosition } from '../events/event-store';
import type { ReadStore } from '../read-store/read-store';

export interface CheckpointStore {
  load(name: string): Promise<LogPosition | null>;
  save(name: string, position: LogPosition): Promise<void>;
  close(): Promise<void>;
}

export function createSqliteCheckpointStore(file: string): CheckpointStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL: a commit survives kill -9 (the WAL is in the OS's hands), not a power cut. A checkpoint that goes back after one
  // only makes a reactor handle some events again, which gives the same follow-ups (deterministic ids): no fsync per batch
  // on the event loop.
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position TEXT NOT NULL)');
  const get = db.prepare<[string], { position: string }>('SELECT position FROM checkpoints WHERE name = ?');
  const put = db.prepare('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position');
  return {
    async load(name) {
      return get.get(name)?.position ?? null;
    },
    async save(name, position) {
      put.run(name, position);
    },
    async close() {
      db.close();
    },
  };
}

/** The read store collection of reactor checkpoints (when the read store is durable). */
export const REACTOR_CHECKPOINTS = '_checkpoints';

export function createReadStoreCheckpointStore(store: ReadStore, collection = REACTOR_CHECKPOINTS): CheckpointStore {
  const checkpoints = store.collection<{ id: string; position: LogPosition }>(collection);
  return {
    async load(name) {
      return (await checkpoints.get(name))?.position ?? null;
    },
    async save(name, position) {
      await checkpoints.upsert({ id: name, position });
    },
    async close() {},
  };
}
