// Opens the stores the config names: events (SQLite, PostgreSQL or EventStoreDB), read models (memory, PostgreSQL or
// MongoDB), reactor checkpoints, sessions, rate-limit counters, and the leases that share the work when several
// instances use one PostgreSQL.
import { join } from 'node:path';
import { upcastEvent } from '@domain/events';
import type { Config } from './config';
import type { EventStore } from './events/event-store';
import { createEventStoreDbEventStore } from './events/eventstoredb-event-store';
import { createPostgresEventStore } from './events/postgres-event-store';
import { createSqliteEventStore } from './events/sqlite-event-store';
import { createPostgresLeases } from './postgres/postgres-leases';
import { createReadStoreCheckpointStore, createSqliteCheckpointStore, type CheckpointStore } from './projections/runtime/checkpoint-store';
import type { Leases } from './projections/runtime/leases';
import { createMemoryReadStore } from './projections/store/memory-read-store';
import { createMongoReadStore } from './projections/store/mongo-read-store';
import { createPostgresReadStore, isPostgresReadStore } from './projections/store/postgres-read-store';
import type { ReadStore } from './projections/store/read-store';
import { memoryLimiters, mongoLimiters, postgresLimiters, type Limiters } from './http/limits/limiter-store';
import { createMongoSessionStore } from './http/sessions/mongo-session-store';
import { createPostgresSessionStore } from './http/sessions/postgres-session-store';
import { createSqliteSessionStore } from './http/sessions/sqlite-session-store';
import type { SessionStore } from './http/sessions/session-store';

export async function openEventStore(config: Config): Promise<EventStore> {
  if (config.eventStoreUrl) return createEventStoreDbEventStore(config.eventStoreUrl, { upcast: upcastEvent });
  if (config.databaseUrl) return createPostgresEventStore(config.databaseUrl, { upcast: upcastEvent });
  return createSqliteEventStore(join(config.dataDir, 'events.sqlite'), { upcast: upcastEvent });
}

export async function openReadStore(config: Config): Promise<ReadStore> {
  if (config.mongoUrl) return createMongoReadStore(config.mongoUrl);
  if (config.databaseUrl) return createPostgresReadStore(config.databaseUrl);
  return createMemoryReadStore();
}

/**
 * With the read models in PostgreSQL, several instances may share it: leases (advisory locks) decide which instance runs
 * each projection and reactor. Null otherwise: this instance runs them all (embedded, MongoDB; see the README).
 */
export function openLeases(config: Config, readStore: ReadStore): Leases | null {
  return config.databaseUrl && isPostgresReadStore(readStore) ? createPostgresLeases({ url: config.databaseUrl, store: readStore }) : null;
}

/** Reactor checkpoints must outlive the process: beside the read models when those are durable, else in a file under DATA_DIR. */
export function openCheckpointStore(config: Config, readStore: ReadStore): CheckpointStore {
  return readStore.durable ? createReadStoreCheckpointStore(readStore) : createSqliteCheckpointStore(join(config.dataDir, 'checkpoints.sqlite'));
}

/**
 * Sessions must survive a restart and be shared by every instance: MongoDB or PostgreSQL when configured, else a SQLite
 * file under DATA_DIR (one instance).
 */
export async function openSessionStore(config: Config): Promise<SessionStore> {
  if (config.mongoUrl) return createMongoSessionStore(config.mongoUrl);
  if (config.databaseUrl) return createPostgresSessionStore(config.databaseUrl);
  return createSqliteSessionStore(join(config.dataDir, 'sessions.sqlite'));
}

/** Rate-limit and sign-in throttle counters: shared by every instance in MongoDB or PostgreSQL, else in this process. */
export async function openLimiters(config: Config): Promise<Limiters> {
  if (config.mongoUrl) return mongoLimiters(config.mongoUrl);
  if (config.databaseUrl) return postgresLimiters(config.databaseUrl);
  return memoryLimiters();
}
