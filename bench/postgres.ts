// `npm run bench:postgres`: `npm run bench`'s timings with events and read models in PostgreSQL (a throwaway cluster with
// PostgreSQL's default durability: fsync and synchronous commit on), then appends per second on SQLite and PostgreSQL side
// by side (PostgreSQL hands out positions one append at a time) and a replay into the PostgreSQL read store.
// A file of its own so that bench/run.ts stays as it is; it runs run.ts with TEST_STORE=postgres.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { EventStore, NewEvent } from '../backend/events/event-store';
import { createPostgresEventStore } from '../backend/events/postgres/postgres-event-store';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { upcastEvent } from '@domain/events';
import { projections } from '../backend/projections';
import { createProjectionRuntime } from '../backend/processors/projection-runtime';
import { createPostgresReadStore } from '../backend/read-store/postgres/postgres-read-store';
import { startPostgresCluster, useSharedPostgresCluster } from '../tests/helpers/postgres';

const cluster = await startPostgresCluster();
process.once('exit', () => cluster.stop());
useSharedPostgresCluster(cluster);
process.env.TEST_STORE = 'postgres';

const row = (label: string, figures: string) => console.log(`${label.padEnd(44)} ${figures}`);

/** `writers` concurrent writers append `perWriter` one-event appends each to streams of their own; ops/s and latencies. */
async function appends(label: string, store: EventStore, writers: number, perWriter: number) {
  const latencies: number[] = [];
  const event = (): NewEvent => ({
    id: randomUUID(),
    type: 'EmailClaimed',
    data: { email: `${randomUUID()}@example.com`, userId: randomUUID() },
    metadata: { actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, at: new Date().toISOString() },
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      for (let i = 0; i < perWriter; i++) {
        const t = performance.now();
        await store.append(stream, [event()], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const total = writers * perWriter;
  row(label, `${String(total).padStart(5)} ops  ${(total / seconds).toFixed(0).padStart(6)} ops/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms`);
}

try {
  console.log(`PostgreSQL ${cluster.url()} (throwaway cluster, default durability)\n`);
  await import('./run');

  console.log('');
  const dir = mkdtempSync(join(tmpdir(), 'ifh-bench-'));
  const sqlite = createSqliteEventStore(join(dir, 'events.sqlite'));
  const postgres = await createPostgresEventStore(await cluster.createDatabase('bench_appends'));
  try {
    for (const [name, store] of [
      ['SQLite', sqlite],
      ['PostgreSQL', postgres],
    ] as const) {
      await appends(`append, 1 writer (${name})`, store, 1, 500);
      await appends(`append, 16 writers at once (${name})`, store, 16, 60);
    }
  } finally {
    await sqlite.close();
    await postgres.close();
    rmSync(dir, { recursive: true, force: true });
  }

  // The log the HTTP bench wrote, replayed into a fresh PostgreSQL read store through the projection runtime.
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'api_%' ORDER BY oid DESC LIMIT 1`);
  await admin.end();
  const events = await createPostgresEventStore(cluster.url(rows[0].datname), { upcast: upcastEvent });
  const store = await createPostgresReadStore(await cluster.createDatabase('bench_replay'));
  try {
    const runtime = createProjectionRuntime({ events, store, projections, log: () => undefined });
    const started = performance.now();
    await runtime.start();
    const seconds = (performance.now() - started) / 1000;
    const count = Math.max(...runtime.status().map((s) => s.eventsRead));
    await runtime.stop();
    row('replay of the whole log into PostgreSQL', `${String(count).padStart(5)} events ${(count / seconds).toFixed(0).padStart(6)} events/s`);
  } finally {
    await events.close();
    await store.close();
  }
} finally {
  cluster.stop();
}
