// Specs of the projection runtime over the SQLite event store and the in-memory read store: per-projection checkpoints,
// catch-up, batched checkpoint writes, adding a projection to a running app, blue-green version changes and rebuilds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore, RecordedEvent } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { projections } from '@backend/projections';
import { createBatchReader } from '@backend/processors/batch-reader';
import { defineProjection, type Projection } from '@backend/processors/projection';
import { PROJECTION_STATES, createProjectionRuntime, type ProjectionRuntime, type ProjectionState } from '@backend/processors/projection-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { Doc, ReadStore } from '@backend/read-store/read-store';
import { CREDENTIALS, type Credentials } from '@backend/projections/users/credentials-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { PublicUser } from '@domain/users/types';
import { register, signInFailed } from '../../helpers/event-fixtures';
import { snapshot } from '../../helpers/recorded-events';

interface Context {
  dir: string;
  events: EventStore;
  store: ReadStore;
  runtimes: ProjectionRuntime[];
}
const test = suite<Context>('projection runtime');

test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-runtime-'));
  ctx.events = createSqliteEventStore(join(ctx.dir, 'events.db'));
  ctx.store = createMemoryReadStore();
  ctx.runtimes = [];
});
test.after.each(async (ctx) => {
  for (const r of ctx.runtimes) await r.stop();
  await ctx.events.close();
  await ctx.store.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const runtimeFor = (ctx: Context, list: readonly Projection[] = projections, batchSize?: number) => {
  const runtime = createProjectionRuntime({
    events: ctx.events,
    store: ctx.store,
    projections: list,
    log: () => undefined,
    read: batchSize ? createBatchReader(ctx.events, batchSize) : undefined,
  });
  ctx.runtimes.push(runtime);
  return runtime;
};

/** A projection that counts the sign-in failures per user: not in the app, so it can be added to a running runtime. */
const failureCounts = (version = 1, factor = 1) =>
  defineProjection<{ id: string; failures: number }, 'SignInFailed'>({
    name: 'signInFailures',
    version,
    handles: ['SignInFailed'],
    idsOf: (e) => [e.data.userId],
    evolve: (doc, _e, id) => ({ id, failures: (doc?.failures ?? 0) + factor }),
  });

const states = (store: ReadStore) => store.collection<ProjectionState>(PROJECTION_STATES);

test('events appended after start are in the read models once waitFor(position) resolves', async (ctx) => {
  const runtime = runtimeFor(ctx);
  await runtime.start();
  const { userId, position } = await register(ctx.events, 'ada@example.com');
  assert.is(await runtime.waitFor({ position }, 5000), true);
  const user = await ctx.store.collection<PublicUser>(USERS).get(userId);
  assert.is(user?.email, 'ada@example.com');
  const creds = await ctx.store.collection<Credentials>(CREDENTIALS).find({ emailLower: 'ada@example.com' });
  assert.equal(creds.map((c) => c.id), [userId]);
});

test('at start on an empty read store, every projection is built from the existing log before start resolves', async (ctx) => {
  const users = [];
  for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) users.push(await register(ctx.events, email));
  const runtime = runtimeFor(ctx);
  await runtime.start();
  const docs = await ctx.store.collection<PublicUser>(USERS).find({}, { sort: { email: 1 } });
  assert.equal(docs.map((d) => d.id), users.map((u) => u.userId));
  assert.is(await ctx.store.collection(CREDENTIALS).count(), 3);
  for (const s of runtime.status()) assert.is(s.state, 'live', s.name);
});

test('each projection has its own checkpoint, and a restarted runtime continues from it without re-applying old events', async (ctx) => {
  const first = await register(ctx.events, 'a@example.com');
  const seen: string[] = [];
  const recording = projections.map((p) => ({
    ...p,
    evolve: (...args: Parameters<typeof p.evolve>) => (seen.push(args[1].position), p.evolve(...args)),
  }));
  const runtime = runtimeFor(ctx, recording);
  await runtime.start();
  assert.is((await states(ctx.store).get(USERS))?.checkpoint, first.position);
  assert.is((await states(ctx.store).get(CREDENTIALS))?.checkpoint, first.position);
  await runtime.stop();

  seen.length = 0;
  const second = await register(ctx.events, 'b@example.com');
  const restarted = runtimeFor(ctx, recording);
  await restarted.start();
  assert.ok(seen.includes(second.position), 'the new registration is applied');
  assert.ok(seen.every((p) => p > first.position), `nothing at or before the checkpoint is applied again: ${seen}`);
  assert.is(await ctx.store.collection(USERS).count(), 2);
  assert.is((await states(ctx.store).get(USERS))?.checkpoint, second.position);
});

test('checkpoints are written once per batch, not once per event', async (ctx) => {
  for (let i = 0; i < 200; i++) await register(ctx.events, `u${i}@example.com`);
  let writes = 0;
  const counting: ReadStore = {
    ...ctx.store,
    collection<T extends Doc>(name: string) {
      const c = ctx.store.collection<T>(name);
      if (name !== PROJECTION_STATES) return c;
      return new Proxy(c, {
        get: (target, key) => {
          if (key === 'upsert' || key === 'update') writes++;
          const value = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
  const runtime = createProjectionRuntime({ events: ctx.events, store: counting, projections: [projections.find((p) => p.name === USERS)!], log: () => undefined });
  ctx.runtimes.push(runtime);
  await runtime.start();
  // 400 events in batches of 500: the build's state, its switch, and not one write per event.
  assert.ok(writes <= 4, `${writes} checkpoint writes for 400 events`);
  assert.is(await ctx.store.collection(USERS).count(), 200);
});

test('a projection added to a running runtime catches up from the first event while the others keep serving', async (ctx) => {
  const { userId } = await register(ctx.events, 'a@example.com');
  for (let r = 0; r < 3; r++) await signInFailed(ctx.events, userId, r);
  const runtime = runtimeFor(ctx);
  await runtime.start();

  const adding = runtime.add(failureCounts());
  // The app goes on: a new registration is projected and waited for while the new projection catches up.
  const b = await register(ctx.events, 'b@example.com');
  assert.is(await runtime.waitFor({ position: b.position }, 5000), true);
  assert.is((await ctx.store.collection<PublicUser>(USERS).get(b.userId))?.email, 'b@example.com');
  await adding;

  assert.is((await ctx.store.collection<{ id: string; failures: number }>('signInFailures').get(userId))?.failures, 3);
  const status = runtime.status().find((s) => s.name === 'signInFailures');
  assert.is(status?.state, 'live');
  // Once live, it takes part in read-your-writes like the others.
  const more = await signInFailed(ctx.events, userId, 3);
  assert.is(await runtime.waitFor(more, 5000), true);
  assert.is((await ctx.store.collection<{ id: string; failures: number }>('signInFailures').get(userId))?.failures, 4);
});

test('a new version is built beside the old read model; readers see the old one until the new one has caught up, then switch', async (ctx) => {
  const { userId } = await register(ctx.events, 'a@example.com');
  await signInFailed(ctx.events, userId, 0);
  await signInFailed(ctx.events, userId, 1);
  const v1 = runtimeFor(ctx, [failureCounts(1, 1)]);
  await v1.start();
  const oldCollection = (await states(ctx.store).get('signInFailures'))!.collection;
  await v1.stop();

  // Version 2 counts differently; its events come in through a slow reader, so the switch can be watched.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const slowRead = createBatchReader(ctx.events, 1);
  const v2 = createProjectionRuntime({
    events: ctx.events,
    store: ctx.store,
    projections: [failureCounts(2, 10)],
    log: () => undefined,
    read: async (after) => (after === '' ? slowRead(after) : (await gate, slowRead(after))),
  });
  ctx.runtimes.push(v2);
  await v2.start(); // not cold: an older version serves meanwhile
  const reader = () => ctx.store.collection<{ id: string; failures: number }>('signInFailures').get(userId);
  assert.is((await reader())?.failures, 2, 'the old version still answers');
  assert.is(v2.status()[0].state, 'building');
  release();
  for (let i = 0; i < 100 && v2.status()[0].state !== 'live'; i++) await new Promise((r) => setTimeout(r, 20));
  assert.is(v2.status()[0].state, 'live');
  assert.is((await reader())?.failures, 20, 'readers switched to version 2');
  const state = (await states(ctx.store).get('signInFailures'))!;
  assert.is(state.version, 2);
  assert.is.not(state.collection, oldCollection);
  assert.is(await ctx.store.collection(oldCollection).count(), 0, 'the old collection is dropped');
});

test('rebuild (npm run replay) builds fresh collections equal to the live read models and switches readers to them', async (ctx) => {
  const { userId } = await register(ctx.events, 'a@example.com');
  await register(ctx.events, 'b@example.com');
  await signInFailed(ctx.events, userId, 0);
  const runtime = runtimeFor(ctx);
  await runtime.start();
  const names = projections.map((p) => p.name);
  const before = await snapshot(ctx.store, names);
  const collectionsBefore = runtime.status().map((s) => s.collection);
  await runtime.rebuild();
  const collectionsAfter = runtime.status().map((s) => s.collection);
  for (let i = 0; i < collectionsBefore.length; i++) assert.is.not(collectionsAfter[i], collectionsBefore[i]);
  assert.equal(await snapshot(ctx.store, names), before);
  const c = await register(ctx.events, 'c@example.com');
  assert.is(await runtime.waitFor(c, 5000), true, 'the rebuilt projections are live');
  assert.is(await ctx.store.collection(USERS).count(), 3);
});

test('the events of one append are each applied once, also when they straddle a batch edge', async (ctx) => {
  const { userId } = await register(ctx.events, 'a@example.com');
  const runtime = runtimeFor(ctx, [failureCounts()], 2);
  await runtime.start();
  const at = '2025-03-01T11:00:00.000Z';
  const three = [0, 1, 2].map((i) => ({ id: `f-${i}`, type: 'SignInFailed', data: { userId, at }, metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at } }));
  const appended = await ctx.events.append(`user-${userId}`, three, { expectedRevision: 0 });
  assert.is(await runtime.waitFor(appended, 5000), true);
  assert.is((await ctx.store.collection<{ id: string; failures: number }>('signInFailures').get(userId))?.failures, 3);
});

test('a projection whose evolve throws is retried from the same events and catches up when it stops throwing', async (ctx) => {
  const { userId } = await register(ctx.events, 'a@example.com');
  let failuresLeft = 2;
  const flaky = { ...failureCounts(), evolve: (doc: { id: string; failures: number } | null, e: RecordedEvent, id: string) => {
    if (failuresLeft-- > 0) throw new Error('read store hiccup');
    return { id, failures: (doc?.failures ?? 0) + 1 };
  } } as unknown as Projection;
  const runtime = runtimeFor(ctx, [flaky]);
  await runtime.start();
  const failed = await signInFailed(ctx.events, userId, 0);
  assert.is(await runtime.waitFor(failed, 8000), true);
  assert.is((await ctx.store.collection<{ id: string; failures: number }>('signInFailures').get(userId))?.failures, 1);
});

test('waitFor answers true at once for a position already reached, false when it is not reached in time', async (ctx) => {
  const { position } = await register(ctx.events, 'a@example.com');
  const runtime = runtimeFor(ctx);
  await runtime.start();
  assert.is(await runtime.waitFor({ position }), true);
  assert.is(await runtime.waitFor(null), true);
  const started = Date.now();
  assert.is(await runtime.waitFor({ position: '9'.repeat(16) }, 50), false);
  assert.ok(Date.now() - started < 2000);
});

test('waiters registered before their events exist resolve once those are projected', async (ctx) => {
  const runtime = runtimeFor(ctx);
  await runtime.start();
  const head = Number((await ctx.events.headPosition()) || 0);
  const pos = (n: number) => String(n).padStart(16, '0');
  // In SQLite positions are consecutive: each registration appends two events.
  const order: string[] = [];
  const waiting = Promise.all([
    runtime.waitFor({ position: pos(head + 4) }, 5000).then(() => order.push('second')),
    runtime.waitFor({ position: pos(head + 2) }, 5000).then(() => order.push('first')),
  ]);
  const a = await register(ctx.events, 'a@example.com');
  const b = await register(ctx.events, 'b@example.com');
  assert.equal([a.position, b.position], [pos(head + 2), pos(head + 4)]);
  await waiting;
  assert.equal(order, ['first', 'second']);
  assert.is(await ctx.store.collection(USERS).count(), 2);
});

test('processors started together read the log together: each batch is read once though their states are written at different times', async (ctx) => {
  for (let i = 0; i < 60; i++) await register(ctx.events, `together-${i}@example.com`);
  let reads = 0;
  const readAll = ctx.events.readAll.bind(ctx.events);
  ctx.events.readAll = (after, limit) => ((reads += 1), readAll(after, limit));
  // Each projection's state is written a little later than the one before (a round trip each, as on PostgreSQL).
  const store = ctx.store;
  let writes = 0;
  const staggered: ReadStore = Object.create(store, {
    collection: {
      value: <T extends Doc>(name: string) => {
        const collection = store.collection<T>(name);
        if (name !== PROJECTION_STATES) return collection;
        return Object.create(collection, { upsert: { value: async (doc: T) => (await new Promise((r) => setTimeout(r, 3 * writes++)), collection.upsert(doc)) } });
      },
    },
  });
  const runtime = createProjectionRuntime({ events: ctx.events, store: staggered, projections, log: () => undefined, read: createBatchReader(ctx.events, 10) });
  ctx.runtimes.push(runtime);
  await runtime.start();
  assert.is(await ctx.store.collection(USERS).count(), 60);
  // 120 events in batches of 10: 12 full reads shared by all, then at most one read each that finds the head (an empty
  // answer is not kept once read); apart, each projection that began later read the batches again (338 reads).
  assert.ok(reads <= 12 + projections.length, `${reads} reads of the log`);
});

test.run();
