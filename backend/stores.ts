// Opens the stores the config names: events (SQLite or EventStoreDB), read models (memory or MongoDB), reactor checkpoints.
import { join } from 'node:path';
import { upcastEvent } from '@domain/events';
import type { Config } from './config';
import type { EventStore } from './events/event-store';
import { createEventStoreDbEventStore } from './events/eventstoredb-event-store';
import { createSqliteEventStore } from './events/sqlite-event-store';
import { createReadStoreCheckpointStore, createSqliteCheckpointStore, type CheckpointStore } from './projections/runtime/checkpoint-store';
import { createMemoryReadStore } from './projections/store/memory-read-store';
import { createMongoReadStore } from './projections/store/mongo-read-store';
import type { ReadStore } from './projections/store/read-store';
import { createMongoSessionStore } from './http/sessions/mongo-session-store';
import { createSqliteSessionStore } from './http/sessions/sqlite-session-store';
import type { SessionStore } from './http/sessions/session-store';

export async function openEventStore(config: Config): Promise<EventStore> {
  return config.eventStoreUrl
    ? createEventStoreDbEventStore(config.eventStoreUrl, { upcast: upcastEvent })
    : createSqliteEventStore(join(config.dataDir, 'events.sqlite'), { upcast: upcastEvent });
}

export async function openReadStore(config: Config): Promise<ReadStore> {
  return config.mongoUrl ? createMongoReadStore(config.mongoUrl) : createMemoryReadStore();
}

/** Reactor checkpoints must outlive the process: beside the read models when those are durable, else in a file under DATA_DIR. */
export function openCheckpointStore(config: Config, readStore: ReadStore): CheckpointStore {
  return readStore.durable ? createReadStoreCheckpointStore(readStore) : createSqliteCheckpointStore(join(config.dataDir, 'checkpoints.sqlite'));
}

/** Sessions must survive a restart and be shared by every instance: MongoDB when it is configured, else a SQLite file under DATA_DIR. */
export async function openSessionStore(config: Config): Promise<SessionStore> {
  return config.mongoUrl ? createMongoSessionStore(config.mongoUrl) : createSqliteSessionStore(join(config.dataDir, 'sessions.sqlite'));
}
