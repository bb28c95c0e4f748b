// Specs of the shared runtimes (several instances on one store) with in-process leases: each projection and reactor
// runs in exactly one instance, waitFor works in every instance, work moves when an instance loses its leases, and a
// lost holder's late batch is refused by its fence. (PostgreSQL's leases have their own spec; the kill -9 test runs processes.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { projections } from '@backend/projections';
import { createReadStoreCheckpointStore } from '@backend/processors/checkpoint-store';
import { LeaseLostError, type Lease, type Leases } from '@backend/processors/leases';
import { createProjectionRuntime, type ProjectionRuntime } from '@backend/processors/projection-runtime';
import { withoutBookkeeping } from '@backend/processors/projection';
import { defineReactor } from '@backend/processors/reactor';
import type { ReactorRuntime } from '@backend/processors/reactor-runtime';
import { createSharedProjectionRuntime } from '@backend/processors/shared-projection-runtime';
import { createSharedReactorRuntime } from '@backend/processors/shared-reactor-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { Doc, ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { register } from '../../helpers/event-fixtures';
import { commandDeps } from '../../helpers/command-deps';

/** Leases held in this process: `lose(instance)` takes all of one instance's leases away for good, as its death would. */
function leaseTable() {
  const holders = new Map<string, { instance: string; lost: () => void }>();
  const dead = new Set<string>();
  const leasesOf = (instance: string): Leases => ({
    name: `in-process (${instance})`,
    async tryAcquire(name) {
      if (holders.has(name) || dead.has(instance)) return null;
      let lost: () => void = () => undefined;
      const lease: Lease = {
        lost: new Promise<void>((r) => (lost = r)),
        async fence() {
          if (holders.get(name)?.instance !== instance) throw new LeaseLostError(name);
        },
        async release() {
          if (holders.get(name)?.instance === instance) holders.delete(name);
        },
      };
      holders.set(name, { instance, lost });
      return lease;
    },
    async close() {},
  });
  return {
    leasesOf,
    holderOf: (name: string) => holders.get(name)?.instance ?? null,
    /** The lease is free again but its holder is not told (the moment before a dead connection is noticed). */
    vanish: (name: string) => void holders.delete(name),
    lose(instance: string) {
      dead.add(instance);
      for (const [name, h] of [...holders])
        if (h.instance === instance) {
          holders.delete(name);
          h.lost();
        }
    },
  };
}

/** One store's documents seen by several instances, each with its own aliases (as separate processes have). */
function instanceView(shared: ReadStore): ReadStore {
  const aliases = new Map<string, string>();
  return {
    ...shared,
    collection: <T extends Doc>(name: string) => shared.collection<T>(aliases.get(name) ?? name),
    alias: (name, target) => void aliases.set(name, target),
  };
}

interface Context {
  dir: string;
  events: EventStore;
  shared: ReadStore;
  stoppers: Array<{ stop(): Promise<void> }>;
}
const test = suite<Context>('shared runtimes (several instances, in-process leases)');
test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-shared-'));
  ctx.events = createSqliteEventStore(join(ctx.dir, 'events.db'));
  ctx.shared = createMemoryReadStore();
  ctx.stoppers = [];
});
test.after.each(async (ctx) => {
  for (const s of ctx.stoppers) await s.stop();
  await ctx.events.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const instance = (ctx: Context, leases: Leases) => {
  const store = instanceView(ctx.shared);
  const runtime = createSharedProjectionRuntime({ events: ctx.events, store, projections, leases, log: () => undefined, retryMs: 50 });
  ctx.stoppers.push(runtime);
  return { store, runtime };
};
/** Instance a started first (so it runs every projection), then instance b. */
const firstThenSecond = async (ctx: Context) => {
  const table = leaseTable();
  const a = instance(ctx, table.leasesOf('a'));
  await a.runtime.start();
  const b = instance(ctx, table.leasesOf('b'));
  await b.runtime.start();
  return { table, a, b };
};
const liveHere = (runtime: ProjectionRuntime) =>
  runtime
    .status()
    .filter((s) => s.state !== 'elsewhere')
    .map((s) => s.name);

/** The read models as a fresh single-instance rebuild from the log makes them. */
async function rebuilt(events: EventStore) {
  const store = createMemoryReadStore();
  const runtime = createProjectionRuntime({ events, store, projections, log: () => undefined });
  await runtime.start();
  await runtime.stop();
  return store;
}
/** A collection's documents as queries serve them: bookkeeping (a shared store's `_position`) is the runtime's own. */
const documents = async (store: ReadStore, name: string) =>
  (await store.collection(name).find({}, { sort: { id: 1 } })).map((d) => JSON.stringify(withoutBookkeeping(d)));

test('two instances started together on an empty store split the projections: each runs in exactly one', async (ctx) => {
  const table = leaseTable();
  for (let i = 0; i < 20; i++) await register(ctx.events, `u${i}@example.com`);
  const [a, b] = [instance(ctx, table.leasesOf('a')), instance(ctx, table.leasesOf('b'))];
  await Promise.all([a.runtime.start(), b.runtime.start()]);
  const [hereA, hereB] = [liveHere(a.runtime), liveHere(b.runtime)];
  assert.equal([...hereA, ...hereB].sort(), projections.map((p) => p.name).sort(), `a runs ${hereA}, b runs ${hereB}`);
  // Both serve complete read models as soon as their start has resolved, whoever built them.
  assert.is(await a.store.collection(USERS).count(), 20);
  assert.is(await b.store.collection(USERS).count(), 20);
});

test('a write is visible in every instance once its waitFor resolves, whichever instance runs the projection', async (ctx) => {
  const { b } = await firstThenSecond(ctx);
  assert.equal(liveHere(b.runtime), [], 'the first instance took every lease');
  for (let i = 0; i < 5; i++) {
    const { userId, position } = await register(ctx.events, `rw${i}@example.com`);
    assert.is(await b.runtime.waitFor({ position }, 5000), true);
    assert.is((await b.store.collection<{ id: string; email: string }>(USERS).get(userId))?.email, `rw${i}@example.com`);
  }
});

test('a wait with the types written passes over projections that handle none of them; without types it waits for all', async (ctx) => {
  const { b } = await firstThenSecond(ctx);
  const beyondTheHead = '9999999999999999';
  assert.is(await b.runtime.waitFor({ position: beyondTheHead, types: ['NoProjectionHandlesThis'] }, 100), true);
  assert.is(await b.runtime.waitFor({ position: beyondTheHead }, 100), false);
  assert.is(await b.runtime.waitFor({ position: beyondTheHead, types: ['UserRegistered'] }, 100), false, 'the users projection handles it');
});

test('projections at the head with nothing to write store their checkpoints soon, not after every event', async (ctx) => {
  const { b } = await firstThenSecond(ctx);
  const states = ctx.shared.collection('_projections');
  const before = states.changeCount!();
  let last = '';
  for (let i = 0; i < 10; i++) {
    const { userId, position } = await register(ctx.events, `soon${i}@example.com`);
    assert.is(await b.runtime.waitFor({ position, types: ['EmailClaimed', 'UserRegistered'] }, 5000), true);
    assert.is((await b.store.collection<{ id: string; email: string }>(USERS).get(userId))?.email, `soon${i}@example.com`);
    last = position;
  }
  const writes = states.changeCount!() - before;
  // 20 events, each leaving every projection at the head: one write per projection per event before.
  assert.ok(writes < (projections.length * 20) / 4, `${writes} checkpoint writes for 20 events and ${projections.length} projections`);
  // Every projection's stored checkpoint reaches the head a moment later: a wait for all of them elsewhere ends.
  assert.is(await b.runtime.waitFor({ position: last }, 5000), true);
});

test('when an instance loses its leases the other carries its projections on; the read models equal a rebuild', async (ctx) => {
  const { table, a, b } = await firstThenSecond(ctx);
  await register(ctx.events, 'before@example.com');
  table.lose('a');
  const { userId, position } = await register(ctx.events, 'after@example.com');
  assert.is(await b.runtime.waitFor({ position }, 5000), true, 'b caught up after taking over');
  assert.equal(liveHere(b.runtime).sort(), projections.map((p) => p.name).sort(), 'b runs everything now');
  assert.equal(liveHere(a.runtime), [], 'a runs nothing');
  assert.is(await a.runtime.waitFor({ position }, 5000), true, 'a still answers waitFor, from the stored checkpoints');
  assert.ok(await a.store.collection(USERS).get(userId));
  const fresh = await rebuilt(ctx.events);
  for (const p of projections) assert.equal(await documents(b.store, p.name), await documents(fresh, p.name), p.name);
});

test('a holder that lost its lease without hearing of it yet cannot write: its fence refuses the batch, the successor applies it', async (ctx) => {
  const table = leaseTable();
  const logA: string[] = [];
  const a = createSharedProjectionRuntime({
    events: ctx.events,
    store: instanceView(ctx.shared),
    projections,
    leases: table.leasesOf('a'),
    log: (line) => logA.push(line),
    retryMs: 50,
  });
  ctx.stoppers.push(a);
  await a.start();
  const b = instance(ctx, table.leasesOf('b'));
  await b.runtime.start();
  table.vanish(`projection:${USERS}`); // a is not told: its users processor keeps running
  await new Promise((r) => setTimeout(r, 200)); // b's next try takes the lease
  assert.equal(liveHere(b.runtime), [USERS]);
  const { userId, position } = await register(ctx.events, 'fenced@example.com');
  assert.is(await b.runtime.waitFor({ position }, 5000), true);
  assert.ok(await b.store.collection(USERS).get(userId));
  const refusal = () => logA.some((line) => line.includes(`lease projection:${USERS} is held by another instance now`));
  for (let i = 0; i < 50 && !refusal(); i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(refusal(), `a's batch was refused by its fence: ${logA.join(' | ')}`);
});

test('a reactor runs in one instance only, moves when that instance loses its lease, and waitFor works everywhere', async (ctx) => {
  const table = leaseTable();
  const reactions: string[] = [];
  const reactor = defineReactor({
    name: 'count-registrations',
    handles: ['UserRegistered'],
    async react(event) {
      reactions.push(event.id);
    },
  });
  const checkpoints = createReadStoreCheckpointStore(ctx.shared);
  const runtimeFor = (instanceName: string): ReactorRuntime => {
    const r = createSharedReactorRuntime({
      events: ctx.events,
      commands: commandDeps(ctx.events),
      reactors: [reactor],
      checkpoints,
      leases: table.leasesOf(instanceName),
      log: () => undefined,
      retryMs: 50,
    });
    ctx.stoppers.push(r);
    return r;
  };
  const [a, b] = [runtimeFor('a'), runtimeFor('b')];
  await a.start();
  await b.start();
  const first = await register(ctx.events, 'r1@example.com');
  assert.is(await b.waitFor(first, 5000), true, 'the follower sees the leader react');
  assert.is(table.holderOf('reactor:count-registrations'), 'a');
  table.lose('a');
  const second = await register(ctx.events, 'r2@example.com');
  assert.is(await b.waitFor(second, 5000), true);
  assert.is(await a.waitFor(second, 5000), true);
  assert.is(table.holderOf('reactor:count-registrations'), 'b');
  assert.is(reactions.length, 2, `one reaction per registration: ${reactions}`);
});

test.run();
