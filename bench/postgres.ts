// `npm run bench:postgres [-- --events N] [--rounds R] [--skip reads,apply,two,restart,replay,appends,search] [--out FILE]`:
// the app on a throwaway PostgreSQL (default durability: fsync and synchronous commit on) with DATABASE_URL, driven over
// HTTP as `npm run bench` drives the embedded default: the generated log loaded into its event store, the first start
// (read models built in PostgreSQL), visitors' and signed-in reads beside bare Koa, applying beside a raw one-row INSERT
// per transaction, two instances on one database, a restart; then replay into a PostgreSQL read store beside a raw read of
// the log, appends per second on SQLite and PostgreSQL side by side, and the sorted searches over 100,000 postings.
// Writes its figures to bench/results-postgres.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EventStore, NewEvent } from '../backend/events/event-store';
import { createPostgresEventStore } from '../backend/events/postgres/postgres-event-store';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { upcastEvent } from '@domain/events';
import { projections } from '../backend/projections';
import { createProjectionRuntime } from '../backend/processors/projection-runtime';
import { createPostgresReadStore } from '../backend/read-store/postgres/postgres-read-store';
import { startPostgresCluster } from '../tests/helpers/postgres';
import { applies } from './applies';
import { arg, fmt, line, theLog, WORK } from './common';
import { load, round } from './load';
import type { Manifest } from './manifest';
import { loadLogInto, rawCopy, rawInsertOnePerTransaction, rawRead } from './postgres-ceilings';
import { startApp, startBare, type Child } from './processes';
import { answersOf, reads, signedInReads } from './reads';
import { measureSortedSearch } from './search';

const EVENTS = Number(arg('events', '200000'));
const OUT = resolve(arg('out', 'bench/results-postgres.json'));
const SKIP = new Set(arg('skip', '').split(',').filter(Boolean));
const rounds = { rounds: Number(arg('rounds', '3')), roundSeconds: 4 };
const DIST = resolve('web/dist');

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  events: EVENTS,
  machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`,
};

/** An app instance on `url`, with a data directory of its own (snapshot caches and the like stay per instance). */
const appOn = (url: string, name: string): Promise<Child> => {
  const dir = join(WORK, `postgres-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return startApp(dir, { DATABASE_URL: url, WEB_DIST: DIST }, `app-postgres-${name}`);
};

/**
 * The list and a detail on one instance (64 connections) against two instances on the same database (32 each, at once),
 * rounds alternated; beside the same with one and two bare Koa servers answering the same bytes: on these two-core
 * machines the load generator and the servers share the cores, so the bare servers' ratio is what two instances can reach.
 */
async function twoInstances(one: Child, two: Child, manifest: Manifest) {
  const out: Record<string, unknown> = {};
  const paths = { list: '/api/internships', detail: `/api/internships/${manifest.internshipIds[0]}` };
  const file = join(WORK, `answers-two-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(await answersOf(one.url, Object.values(paths))));
  const bares = [await startBare(file), await startBare(file)];
  try {
    for (const [name, path] of Object.entries(paths)) {
      const requests = [{ method: 'GET' as const, path }];
      const pair = async ([a, b]: Child[]) => {
        const single = await load({ url: a.url, requests, connections: 64, duration: rounds.roundSeconds });
        const both = await Promise.all([a, b].map((server) => load({ url: server.url, requests, connections: 32, duration: rounds.roundSeconds })));
        return { single, both, rps: both[0].rps + both[1].rps, p99: Math.max(both[0].p99, both[1].p99) };
      };
      const apps = [];
      const bare = [];
      for (let r = 0; r < rounds.rounds; r++) {
        apps.push(await pair([one, two]));
        bare.push(await pair(bares));
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      const ratio = median(apps.map((m) => m.rps / m.single.rps));
      const bareRatio = median(bare.map((m) => m.rps / m.single.rps));
      line(
        `GET ${name}: one instance → two`,
        `${apps.map((m) => `${m.single.rps} → ${m.rps}`).join(', ')}/s (median ×${round(ratio)}); bare Koa ${bare.map((m) => `${m.single.rps} → ${m.rps}`).join(', ')}/s (median ×${round(bareRatio)})`,
      );
      out[name] = {
        rounds: apps.map((m) => ({ one: m.single, two: m.both })),
        ratio: round(ratio),
        bare: { rounds: bare.map((m) => ({ one: m.single.rps, two: m.rps })), ratio: round(bareRatio) },
        ratioToBareRatio: round(ratio / bareRatio),
      };
    }
  } finally {
    for (const b of bares) await b.stop();
    rmSync(file, { force: true });
  }
  return out;
}

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
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  const total = writers * perWriter;
  const figures = { rps: Math.round(total / seconds), p50: pct(50), p99: pct(99) };
  line(label, fmt(figures));
  return figures;
}

const cluster = await startPostgresCluster();
process.once('exit', () => cluster.stop());
try {
  line('PostgreSQL', `${cluster.url()} (throwaway cluster, default durability)`);
  const { file, manifest } = await theLog(EVENTS);
  line(
    'log',
    `${manifest.events.toLocaleString('en')} events: ${manifest.students} students, ${manifest.internships} internships, ${manifest.applications} applications`,
  );
  const appDb = await cluster.createDatabase('bench_app');
  let started = performance.now();
  const loaded = await loadLogInto(file, appDb);
  line('log loaded into the PostgreSQL event store', `${loaded.toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const rawInsert = await rawInsertOnePerTransaction(await cluster.createDatabase('bench_raw'));
  const rawReadFigures = await rawRead(appDb);
  line('raw PostgreSQL INSERT, 1 row per transaction', `${rawInsert}/s (64 at once)`);
  line('raw PostgreSQL read of the log + JSON.parse', `${rawReadFigures.perSecond}/s over ${rawReadFigures.events} events`);
  results.raw = { insertOnePerTransaction: rawInsert, read: rawReadFigures };

  let app = await appOn(appDb, 'one');
  try {
    results.firstStart = { readyMs: Math.round(app.readyMs), rssMb: app.rssMb() };
    line('first start on the log (read models built)', `ready in ${(app.readyMs / 1000).toFixed(1)} s, RSS ${app.rssMb()} MB`);
    if (!SKIP.has('reads')) results.reads = await reads(app, manifest, rounds);
    if (!SKIP.has('apply')) results.apply = await applies(app, manifest, { label: 'raw PostgreSQL INSERT 1/tx', perSecond: rawInsert });
    if (!SKIP.has('reads') && !SKIP.has('apply')) results.signedInReads = await signedInReads(app, manifest, rounds);
    if (!SKIP.has('two')) {
      const second = await appOn(appDb, 'two');
      try {
        results.twoInstances = await twoInstances(app, second, manifest);
      } finally {
        await second.stop();
      }
    }
    if (!SKIP.has('restart')) {
      // The first restart follows the load above (whatever it left behind); the next ones show the spread of a plain restart.
      const readyMs: number[] = [];
      for (let i = 0; i < rounds.rounds; i++) {
        await app.stop();
        app = await appOn(appDb, 'one');
        readyMs.push(Math.round(app.readyMs));
      }
      results.restart = { readyMs: readyMs[0], again: readyMs.slice(1), rssMb: app.rssMb() };
      line(
        'restart after the load above',
        `ready in ${(readyMs[0] / 1000).toFixed(1)} s; again: ${readyMs
          .slice(1)
          .map((ms) => (ms / 1000).toFixed(2))
          .join(', ')} s`,
      );
    }
  } finally {
    await app.stop();
  }

  if (!SKIP.has('replay')) {
    // The same log replayed into a fresh PostgreSQL read store through the projection runtime, in this process.
    const events = await createPostgresEventStore(appDb, { upcast: upcastEvent });
    const replayDb = await cluster.createDatabase('bench_replay');
    const store = await createPostgresReadStore(replayDb);
    try {
      const runtime = createProjectionRuntime({ events, store, projections, log: () => undefined });
      started = performance.now();
      await runtime.start();
      const seconds = (performance.now() - started) / 1000;
      const count = Math.max(...runtime.status().map((s) => s.eventsRead));
      await runtime.stop();
      const perSecond = Math.round(count / seconds);
      // The ceiling: the log read and parsed, then the replay's documents written by COPY into plain tables (the faster of
      // one connection and two: these machines have two cores).
      const copies = [await rawCopy(replayDb, 1), await rawCopy(replayDb, 2)];
      const copy = copies.reduce((a, b) => (b.seconds < a.seconds ? b : a));
      const ceiling = Math.round(count / (count / rawReadFigures.perSecond + copy.seconds));
      line(
        'raw COPY of the replay\'s documents',
        `${copy.documents.toLocaleString('en')} documents in ${copies.map((c, i) => `${c.seconds.toFixed(1)} s (${i + 1} at once)`).join(', ')}`,
      );
      line('raw read + COPY (replay\'s ceiling)', `${ceiling}/s`);
      line(
        'replay into PostgreSQL (in process)',
        `${perSecond}/s (${count} events in ${seconds.toFixed(1)} s), ${Math.round((perSecond / ceiling) * 100)}% of raw read + COPY, ${Math.round((perSecond / rawReadFigures.perSecond) * 100)}% of raw read`,
      );
      results.replay = {
        events: count,
        seconds: round(seconds),
        perSecond,
        ratioToRawRead: round(perSecond / rawReadFigures.perSecond),
        rawCopy: { documents: copy.documents, seconds: copies.map((c) => round(c.seconds)) },
        readAndCopyPerSecond: ceiling,
        ratioToReadAndCopy: round(perSecond / ceiling),
      };
    } finally {
      await events.close();
      await store.close();
    }
  }

  if (!SKIP.has('appends')) {
    const dir = mkdtempSync(join(tmpdir(), 'ifh-bench-'));
    const sqlite = createSqliteEventStore(join(dir, 'events.sqlite'));
    const postgres = await createPostgresEventStore(await cluster.createDatabase('bench_appends'));
    const figures: Record<string, unknown> = {};
    try {
      for (const [name, store] of [
        ['SQLite', sqlite],
        ['PostgreSQL', postgres],
      ] as const)
        figures[name] = {
          oneWriter: await appends(`store append, 1 writer (${name})`, store, 1, 500),
          sixteenWriters: await appends(`store append, 16 writers at once (${name})`, store, 16, 60),
        };
    } finally {
      await sqlite.close();
      await postgres.close();
      rmSync(dir, { recursive: true, force: true });
    }
    results.appends = figures;
  }

  if (!SKIP.has('search')) {
    // DESIGN.md §4.6's sorted and filtered searches over 100,000 postings, in process, on a PostgreSQL read store.
    const postings = join(WORK, 'internships-100000-stipends.sqlite');
    const sorted = await measureSortedSearch(
      postings,
      { name: 'postgres', make: async () => createPostgresReadStore(await cluster.createDatabase('bench_search')) },
      WORK,
    );
    for (const [kind, f] of Object.entries(sorted.kinds))
      line(`  ${kind} (postgres)`, `p50 ${f.p50} ms  p99 ${f.p99} ms  (CPU p50 ${f.cpuP50} ms, p99 ${f.cpuP99} ms; ${f.averageAnswer} matches)`);
    results.sortedSearch = sorted;
  }
  writeFileSync(OUT, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nFigures written to ${OUT}`);
} finally {
  cluster.stop();
}
