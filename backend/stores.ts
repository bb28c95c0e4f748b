// Opens the stores the config names: events (SQLite, PostgreSQL or EventStoreDB, behind the encrypting decorator, with the
// key store beside them), read models (memory, a SQLite file, PostgreSQL or MongoDB), reactor checkpoints, sessions, rate-limit counters,
// and the leases that share the work when several instances use one PostgreSQL.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { upcastEvent } from '@domain/events';
import { PERSONAL_DATA } from '@domain/personal-data';
import type { Config } from './config';
import { createEncryptingEventStore } from './events/encrypting-event-store';
import { comparePositions, LOG_START, type EventStore, type LogPosition } from './events/event-store';
import { withKeyCache, type KeyStore } from './events/key-store';
import { createPostgresEventStore } from './events/postgres/postgres-event-store';
import { createPostgresKeyStore } from './events/postgres/postgres-key-store';
import { createSqliteEventStore } from './events/sqlite/sqlite-event-store';
import { createSqliteKeyStore } from './events/sqlite/sqlite-key-store';
import { createSqliteSnapshotStore, type SnapshotStore } from './events/snapshot-store';
import { createPostgresLeases } from './processors/postgres-leases';
import { createReadStoreCheckpointStore, createSqliteCheckpointStore, REACTOR_CHECKPOINTS, type CheckpointStore } from './processors/checkpoint-store';
import { PROJECTION_STATES } from './processors/projection-runtime';
import type { Leases } from './processors/leases';
import { createMemoryReadStore } from './read-store/memory-read-store';
import { createPostgresReadStore, isPostgresReadStore } from './read-store/postgres/postgres-read-store';
import type { ReadStore } from './read-store/read-store';
import { createSqliteReadStore } from './read-store/sqlite/sqlite-read-store';
import { StartupError } from './startup-checks';
import { memoryLimiters, postgresLimiters, type Limiters } from './limits/limiter-store';
import { createPostgresSessionStore } from './sessions/postgres-session-store';
import { createSqliteSessionStore } from './sessions/sqlite-session-store';
import { FileInUseError } from './sqlite-exclusive';
import type { SessionStore } from './sessions/session-store';
import type { FileStore } from './files/file-store';
import { createDiskFileStore } from './files/disk-file-store';
import { createPostgresFileStore } from './files/postgres-file-store';

/**
 * The event store: personal fields are sealed with each person's key on the way in and opened (then upcast) on the way out.
 * Without `keys` it opens the key store itself and closes it with the event store (scripts: replay, events, check).
 */
export async function openEventStore(config: Config, keys?: KeyStore): Promise<EventStore> {
  const ownKeys = keys ?? (await openKeyStore(config));
  const raw = config.eventStoreUrl
    ? (await import('./events/eventstoredb/eventstoredb-event-store')).createEventStoreDbEventStore(config.eventStoreUrl)
    : config.databaseUrl
      ? await createPostgresEventStore(config.databaseUrl)
      : createSqliteEventStore(embeddedEventsFile(config));
  const events = createEncryptingEventStore(raw, { keys: ownKeys, policy: PERSONAL_DATA, upcast: upcastEvent });
  if (keys) return events;
  return { ...events, name: events.name, close: async () => (await events.close(), await ownKeys.close()) };
}

export const embeddedEventsFile = (config: Config) => join(config.dataDir, 'events.sqlite');

/**
 * The data keys of crypto-shredding, beside the event store: a SQLite file under DATA_DIR, MongoDB next to EventStoreDB, or
 * a table in PostgreSQL (shared by every instance).
 */
export async function openKeyStore(config: Config): Promise<KeyStore> {
  const store =
    config.eventStoreUrl && config.mongoUrl
      ? await (await import('./events/mongo/mongo-key-store')).createMongoKeyStore(config.mongoUrl)
      : !config.eventStoreUrl && config.databaseUrl
        ? await createPostgresKeyStore(config.databaseUrl)
        : createSqliteKeyStore(join(config.dataDir, 'keys.sqlite'));
  // A store other instances share may see a key destroyed elsewhere: live keys are re-read after a while.
  return withKeyCache(store, { ttlMs: store.name === 'embedded (SQLite)' ? Number.POSITIVE_INFINITY : 30_000 });
}

/** READ_MODELS=disk: the embedded read models in a file beside the log (a restore removes it: it follows the old log). */
export const embeddedReadModelsFile = (config: Config) => join(config.dataDir, 'read-models.sqlite');

export async function openReadStore(config: Config): Promise<ReadStore> {
  if (config.mongoUrl) return (await import('./read-store/mongo/mongo-read-store')).createMongoReadStore(config.mongoUrl);
  if (config.databaseUrl) return createPostgresReadStore(config.databaseUrl);
  if (config.readModels === 'disk') {
    return refusedIfInUse(() => createSqliteReadStore(embeddedReadModelsFile(config)));
  }
  return createMemoryReadStore();
}

const LOG_MARK = '_log';

/**
 * READ_MODELS=disk: read models kept from an earlier start follow on from their checkpoints, so they must have been made
 * from this log. Made from another one (its first event differs; a checkpoint lies past its head, as after a copy of an
 * older log put in place by hand) they are thrown away and built again. Other stores are returned as they are.
 */
export async function readModelsOfThisLog(config: Config, store: ReadStore, events: EventStore, log: (line: string) => void): Promise<ReadStore> {
  if (config.mongoUrl || config.databaseUrl || config.readModels !== 'disk') return store;
  const [first] = await events.readAll(LOG_START, 1);
  const head = await events.headPosition();
  const mark = await store.collection<{ id: string; firstEventId: string | null }>(LOG_MARK).get('log');
  const positions = [
    ...(await store.collection<{ id: string; checkpoint: LogPosition }>(PROJECTION_STATES).find({})).map((s) => s.checkpoint),
    ...(await store.collection<{ id: string; position: LogPosition }>(REACTOR_CHECKPOINTS).find({})).map((c) => c.position),
  ];
  const otherLog = mark?.firstEventId != null && mark.firstEventId !== (first?.id ?? null);
  const ahead = positions.some((p) => comparePositions(p, head) > 0);
  if (otherLog || ahead) {
    log(`${embeddedReadModelsFile(config)} was made from another log: it is built again from this one`);
    await store.close();
    for (const side of ['', '-wal', '-shm']) rmSync(embeddedReadModelsFile(config) + side, { force: true });
    store = await openReadStore(config);
  }
  if (first && mark?.firstEventId !== first.id) await store.collection<{ id: string; firstEventId: string }>(LOG_MARK).upsert({ id: 'log', firstEventId: first.id });
  return store;
}

/**
 * With the read models in PostgreSQL, several instances may share it: leases (advisory locks) decide which instance runs
 * each projection and reactor. Null otherwise: this instance runs them all (embedded, MongoDB; docs/stores.md).
 */
export function openLeases(config: Config, readStore: ReadStore): Leases | null {
  return config.databaseUrl && isPostgresReadStore(readStore) ? createPostgresLeases({ url: config.databaseUrl, store: readStore }) : null;
}

/** Snapshots of aggregate states: a cache beside the log, in a SQLite file under DATA_DIR whatever the event store. */
export function openSnapshotStore(config: Config): SnapshotStore {
  return createSqliteSnapshotStore(join(config.dataDir, 'snapshots.sqlite'));
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
  if (config.mongoUrl) return (await import('./sessions/mongo-session-store')).createMongoSessionStore(config.mongoUrl);
  if (config.databaseUrl) return createPostgresSessionStore(config.databaseUrl);
  return refusedIfInUse(() => createSqliteSessionStore(join(config.dataDir, 'sessions.sqlite')));
}

/** Opens an embedded file that one process holds at a time: held by another server, the start is refused in one line. */
function refusedIfInUse<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    throw error instanceof FileInUseError ? new StartupError(error.message) : error;
  }
}

/** Rate-limit and sign-in throttle counters: shared by every instance in MongoDB or PostgreSQL, else in this process. */
export async function openLimiters(config: Config): Promise<Limiters> {
  if (config.mongoUrl) return (await import('./limits/mongo-limiters')).mongoLimiters(config.mongoUrl);
  if (config.databaseUrl) return postgresLimiters(config.databaseUrl);
  return memoryLimiters();
}

/** Where students' PDF résumés are kept: DATA_DIR/resumes when embedded (and beside EventStoreDB/MongoDB), else in PostgreSQL. */
export const embeddedResumesDir = (config: Config) => join(config.dataDir, 'resumes');

/** The files of students' PDF résumés (sealed by backend/files/resume-files.ts): a PostgreSQL table with DATABASE_URL, else on disk. */
export async function openResumeFileStore(config: Config): Promise<FileStore> {
  if (config.databaseUrl) return createPostgresFileStore(config.databaseUrl);
  return createDiskFileStore(embeddedResumesDir(config));
}
