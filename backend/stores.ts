// Opens the stores the config names: events (SQLite or EventStoreDB, behind the encrypting decorator, with the key store beside
// them), read models (memory or MongoDB), reactor checkpoints.
import { join } from 'node:path';
import { upcastEvent } from '@domain/events';
import { PERSONAL_DATA } from '@domain/personal-data';
import type { Config } from './config';
import { createEncryptingEventStore } from './events/encrypting-event-store';
import type { EventStore } from './events/event-store';
import { createEventStoreDbEventStore } from './events/eventstoredb-event-store';
import { withKeyCache, type KeyStore } from './events/key-store';
import { createMongoKeyStore } from './events/mongo-key-store';
import { createSqliteEventStore } from './events/sqlite-event-store';
import { createSqliteKeyStore } from './events/sqlite-key-store';
import { createSqliteSnapshotStore, type SnapshotStore } from './events/snapshot-store';
import { createReadStoreCheckpointStore, createSqliteCheckpointStore, type CheckpointStore } from './projections/runtime/checkpoint-store';
import { createMemoryReadStore } from './projections/store/memory-read-store';
import { createMongoReadStore } from './projections/store/mongo-read-store';
import type { ReadStore } from './projections/store/read-store';
import { createMongoSessionStore } from './http/sessions/mongo-session-store';
import { createSqliteSessionStore } from './http/sessions/sqlite-session-store';
import type { SessionStore } from './http/sessions/session-store';

/**
 * The event store: personal fields are sealed with each person's key on the way in and opened (then upcast) on the way out.
 * Without `keys` it opens the key store itself and closes it with the event store (scripts: replay, events, check).
 */
export async function openEventStore(config: Config, keys?: KeyStore): Promise<EventStore> {
  const ownKeys = keys ?? (await openKeyStore(config));
  const raw = config.eventStoreUrl
    ? createEventStoreDbEventStore(config.eventStoreUrl)
    : createSqliteEventStore(embeddedEventsFile(config));
  const events = createEncryptingEventStore(raw, { keys: ownKeys, policy: PERSONAL_DATA, upcast: upcastEvent });
  if (keys) return events;
  return { ...events, name: events.name, close: async () => (await events.close(), await ownKeys.close()) };
}

export const embeddedEventsFile = (config: Config) => join(config.dataDir, 'events.sqlite');

/** The data keys of crypto-shredding, beside the event store: a SQLite file under DATA_DIR, or MongoDB next to EventStoreDB. */
export async function openKeyStore(config: Config): Promise<KeyStore> {
  const store = config.eventStoreUrl && config.mongoUrl ? await createMongoKeyStore(config.mongoUrl) : createSqliteKeyStore(join(config.dataDir, 'keys.sqlite'));
  return withKeyCache(store, { ttlMs: store.name === 'MongoDB' ? 30_000 : Number.POSITIVE_INFINITY });
}

export async function openReadStore(config: Config): Promise<ReadStore> {
  return config.mongoUrl ? createMongoReadStore(config.mongoUrl) : createMemoryReadStore();
}

/** Snapshots of aggregate states: a cache beside the log, in a SQLite file under DATA_DIR whatever the event store. */
export function openSnapshotStore(config: Config): SnapshotStore {
  return createSqliteSnapshotStore(join(config.dataDir, 'snapshots.sqlite'));
}

/** Reactor checkpoints must outlive the process: beside the read models when those are durable, else in a file under DATA_DIR. */
export function openCheckpointStore(config: Config, readStore: ReadStore): CheckpointStore {
  return readStore.durable ? createReadStoreCheckpointStore(readStore) : createSqliteCheckpointStore(join(config.dataDir, 'checkpoints.sqlite'));
}

/** Sessions must survive a restart and be shared by every instance: MongoDB when it is configured, else a SQLite file under DATA_DIR. */
export async function openSessionStore(config: Config): Promise<SessionStore> {
  return config.mongoUrl ? createMongoSessionStore(config.mongoUrl) : createSqliteSessionStore(join(config.dataDir, 'sessions.sqlite'));
}
