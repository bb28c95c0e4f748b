// Builds staged in memory and loaded at once (projection-runtime.ts, ReadStore.bulkLoad) on PostgreSQL: every read model
// equals the one the in-memory store builds from the same log, also when a build loads midway (a small staging limit) and
// goes on in the store; events after the load are applied once; a rebuild is staged too.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore, NewEvent } from '@backend/events/event-store';
import { userStream } from '@domain/users/decider';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { projections } from '@backend/projections';
import { withoutBookkeeping } from '@backend/processors/projection';
import { createProjectionRuntime, type ProjectionRuntime } from '@backend/processors/projection-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { createPostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import type { Doc, ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { generateLog } from '../../../bench/generate-log';
import { meta, register } from '../../helpers/event-fixtures';
import { requirePostgres } from '../../helpers/postgres';

const EVENTS = 2_500;
let logFile = '';
let dir = '';

interface Context {
  events: EventStore;
  stores: ReadStore[];
  runtimes: ProjectionRuntime[];
}

/** Every projection's documents, sorted by id, without the runtime's bookkeeping. */
async function readModels(store: ReadStore): Promise<Record<string, Doc[]>> {
  const out: Record<string, Doc[]> = {};
  for (const p of projections) {
    const docs = await store.collection(p.name).find({});
    out[p.name] = docs.map((d) => withoutBookkeeping(d)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  return out;
}

/** The loads a store makes, counted by collection. */
function countLoads(store: ReadStore) {
  const loads = new Map<string, number>();
  const load = store.bulkLoad!.bind(store);
  (store as { bulkLoad: ReadStore['bulkLoad'] }).bulkLoad = async (name, docs, fields, indexes) => {
    loads.set(name, (loads.get(name) ?? 0) + 1);
    await load(name, docs, fields, indexes);
  };
  return loads;
}

requirePostgres('staged builds on PostgreSQL', (cluster) => {
  const test = suite<Context>('staged builds on PostgreSQL');
  test.before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ifh-staged-'));
    logFile = join(dir, 'log.sqlite');
    await generateLog(logFile, EVENTS, () => undefined);
  });
  test.after(() => rmSync(dir, { recursive: true, force: true }));
  test.before.each((ctx) => {
    ctx.events = createSqliteEventStore(logFile);
    ctx.stores = [];
    ctx.runtimes = [];
  });
  test.after.each(async (ctx) => {
    for (const r of ctx.runtimes) await r.stop();
    for (const s of ctx.stores) await s.close();
    await ctx.events.close();
  });

  const runtimeOn = async (ctx: Context, store: ReadStore, stagedDocumentsMax?: number) => {
    ctx.stores.push(store);
    const runtime = createProjectionRuntime({ events: ctx.events, store, projections, log: () => undefined, stagedDocumentsMax });
    ctx.runtimes.push(runtime);
    await runtime.start();
    return runtime;
  };
  const postgres = async (schema: string) => createPostgresReadStore(await (await cluster()).createSchema(schema));

  test('a cold start loads each read model once, equal to the one built in memory', async (ctx) => {
    const expected = await readModels(await runtimeOn(ctx, createMemoryReadStore()).then(() => ctx.stores[0]));
    const store = await postgres('staged');
    const loads = countLoads(store);
    await runtimeOn(ctx, store);
    assert.equal(await readModels(store), expected);
    assert.is(loads.size, projections.length, 'every projection was loaded');
    assert.ok([...loads.values()].every((n) => n === 1), 'once each');
    assert.ok(expected[USERS].length > 100, 'the log made read models worth comparing');
  });

  test('a build that outgrows the staging limit loads midway and goes on in the store, to the same read models', async (ctx) => {
    const expected = await readModels(await runtimeOn(ctx, createMemoryReadStore()).then(() => ctx.stores[0]));
    const store = await postgres('staged_small');
    const loads = countLoads(store);
    await runtimeOn(ctx, store, 20);
    assert.equal(await readModels(store), expected);
    assert.ok((await store.collection(USERS).count()) > 20, 'users went on in the store after their load');
    assert.ok([...loads.values()].every((n) => n === 1), 'a build loads once at most');
  });

  test('events after the load are applied once, to loaded documents and new ones', async (ctx) => {
    const store = await postgres('staged_after');
    const runtime = await runtimeOn(ctx, store);
    const [someone] = await store.collection<Doc & { email: string }>(USERS).find({}, { limit: 1 });
    const before = await store.collection(USERS).count();
    const { userId } = await register(ctx.events, 'after-the-load@example.com');
    const chosen: NewEvent = { id: randomUUID(), type: 'LanguageChosen', data: { userId: someone.id, language: 'ta', at: meta().at }, metadata: meta() };
    const { position } = await ctx.events.append(userStream(someone.id), [chosen], { expectedRevision: 'any' });
    assert.is(await runtime.waitFor({ position }, 10_000), true);
    assert.is(await store.collection(USERS).count(), before + 1);
    assert.is((await store.collection<Doc & { email: string }>(USERS).get(userId))?.email, 'after-the-load@example.com');
    assert.is((await store.collection<Doc & { language?: string }>(USERS).get(someone.id))?.language, 'ta');

    const memory = createMemoryReadStore();
    await runtimeOn(ctx, memory);
    assert.equal(await readModels(store), await readModels(memory));
  });

  test('a rebuild is staged too, and readers switch to its loaded collection', async (ctx) => {
    const store = await postgres('staged_rebuild');
    const runtime = await runtimeOn(ctx, store);
    const before = await readModels(store);
    const loads = countLoads(store);
    await runtime.rebuild([USERS]);
    assert.equal([...loads.keys()].length, 1);
    assert.ok([...loads.keys()][0].startsWith(`${USERS}_v`));
    assert.equal(await readModels(store), before);
  });

  test.run();
});
