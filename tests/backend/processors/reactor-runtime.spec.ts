// Specs of reactors: follow-ups carry their cause, delivery is at least once, the outcome exactly once, restarts resume.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { approveCompany } from '@backend/commands/users/approve-company';
import type { EventStore, NewEvent, RecordedEvent } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { createSqliteCheckpointStore, type CheckpointStore } from '@backend/processors/checkpoint-store';
import { defineReactor, type Reactor } from '@backend/processors/reactor';
import { createReactorRuntime, type ReactorRuntime } from '@backend/processors/reactor-runtime';
import { createBatchReader } from '@backend/processors/batch-reader';
import { createProjectionRuntime } from '@backend/processors/projection-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { usersProjection } from '@backend/projections/users/users-projection';
import { userStream } from '@domain/users/decider';
import { meta, register, registration } from '../../helpers/event-fixtures';
import { commandDeps } from '../../helpers/command-deps';

interface Context {
  dir: string;
  events: EventStore;
  checkpoints: CheckpointStore;
  runtimes: ReactorRuntime[];
}
const test = suite<Context>('reactor runtime');

test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-reactors-'));
  ctx.events = createSqliteEventStore(join(ctx.dir, 'events.db'));
  ctx.checkpoints = createSqliteCheckpointStore(join(ctx.dir, 'checkpoints.db'));
  ctx.runtimes = [];
});
test.after.each(async (ctx) => {
  for (const r of ctx.runtimes) await r.stop();
  await ctx.checkpoints.close();
  await ctx.events.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const runtimeFor = (ctx: Context, reactors: Reactor[], checkpoints: CheckpointStore = ctx.checkpoints) => {
  const runtime = createReactorRuntime({ events: ctx.events, commands: commandDeps(ctx.events), reactors, checkpoints, log: () => undefined });
  ctx.runtimes.push(runtime);
  return runtime;
};

/**
 * A reaction that is NOT idempotent by itself: for every registration it appends one "sign-in failed" to the user's
 * stream with expectedRevision 'any'. Only the deterministic event ids keep a redelivery from appending it twice.
 */
const noteEveryRegistration = (calls: string[]) =>
  defineReactor({
    name: 'note-registrations',
    handles: ['UserRegistered'],
    async react(event, ctx) {
      calls.push(event.id);
      const stream = userStream(event.data.userId);
      const [id] = ctx.eventIds(stream, 1);
      await ctx.events.append(
        stream,
        [
          {
            id,
            type: 'SignInFailed',
            data: { userId: event.data.userId, at: ctx.now().toISOString() },
            metadata: { ...meta(), correlationId: ctx.correlationId, causationId: ctx.causationId },
          },
        ],
        { expectedRevision: 'any' },
      );
    },
  });

const followUps = async (events: EventStore, userId: string) => (await events.readStream(userStream(userId))).filter((e) => e.type === 'SignInFailed');

test('a follow-up names the triggering event as its cause and keeps its correlation', async (ctx) => {
  const runtime = runtimeFor(ctx, [noteEveryRegistration([])]);
  await runtime.start();
  const { userId, position } = await register(ctx.events, 'a@example.com');
  assert.is(await runtime.waitFor({ position }, 5000), true);
  const trigger = (await ctx.events.readStream(userStream(userId)))[0];
  const [followUp] = await followUps(ctx.events, userId);
  assert.is(followUp.metadata.causationId, trigger.id);
  assert.is(followUp.metadata.correlationId, trigger.metadata.correlationId);
});

test('a reaction delivered twice (crash before the checkpoint) appends its follow-up once', async (ctx) => {
  const { userId, position } = await register(ctx.events, 'a@example.com');
  const calls: string[] = [];
  // The first checkpoint write fails, as if the process died right after the reaction appended.
  let failNext = true;
  const flaky: CheckpointStore = {
    load: (name) => ctx.checkpoints.load(name),
    save: async (name, p) => {
      if (failNext) {
        failNext = false;
        throw new Error('disk hiccup');
      }
      return ctx.checkpoints.save(name, p);
    },
    close: async () => undefined,
  };
  const runtime = runtimeFor(ctx, [noteEveryRegistration(calls)], flaky);
  await runtime.start();
  assert.is(await runtime.waitFor({ position }, 8000), true);
  assert.is(calls.length, 2, 'delivered twice');
  assert.is((await followUps(ctx.events, userId)).length, 1, 'appended once');
});

test('a restarted runtime resumes after its checkpoint: nothing is reacted to again', async (ctx) => {
  const calls: string[] = [];
  const first = runtimeFor(ctx, [noteEveryRegistration(calls)]);
  await first.start();
  const a = await register(ctx.events, 'a@example.com');
  assert.is(await first.waitFor(a, 5000), true);
  await first.stop();
  const b = await register(ctx.events, 'b@example.com');
  const second = runtimeFor(ctx, [noteEveryRegistration(calls)]);
  await second.start();
  assert.is(await second.waitFor(b, 5000), true);
  assert.is(calls.length, 2, 'one reaction per registration across both runs');
  assert.is((await followUps(ctx.events, a.userId)).length, 1);
  assert.is((await followUps(ctx.events, b.userId)).length, 1);
});

test("a reactor that starts from 'now' ignores the history before its first start", async (ctx) => {
  const old = await register(ctx.events, 'old@example.com');
  const calls: string[] = [];
  const runtime = runtimeFor(ctx, [{ ...noteEveryRegistration(calls), startFrom: 'now' }]);
  await runtime.start();
  const fresh = await register(ctx.events, 'new@example.com');
  assert.is(await runtime.waitFor(fresh, 5000), true);
  assert.is((await followUps(ctx.events, old.userId)).length, 0);
  assert.is((await followUps(ctx.events, fresh.userId)).length, 1);
});

test('a reaction that runs a command: a company registered as approved-to-be is approved once, however often it is delivered', async (ctx) => {
  const reactor = defineReactor({
    name: 'approve-companies',
    handles: ['UserRegistered'],
    async react(event, rctx) {
      if (event.data.role === 'company') await approveCompany(rctx, event.data.userId);
    },
  });
  const company = 'c-1';
  const e = { id: 'reg-c-1', type: 'UserRegistered', data: { ...registration(company, 'co@example.com'), role: 'company' }, metadata: meta() };
  const { position } = await ctx.events.append(userStream(company), [e], { expectedRevision: 'no_stream' });
  const runtime = runtimeFor(ctx, [reactor]);
  await runtime.start();
  assert.is(await runtime.waitFor({ position }, 5000), true);
  // Deliver the same event again by hand, as a crash before the checkpoint would.
  const [recorded] = (await ctx.events.readStream(userStream(company))) as RecordedEvent[];
  const { reactionContext } = await import('@backend/processors/reactor-runtime');
  await reactor.react(
    recorded as never,
    reactionContext(reactor.name, recorded, commandDeps(ctx.events), () => new Date()),
  );
  const approvals = (await ctx.events.readStream(userStream(company))).filter((x) => x.type === 'CompanyApproved');
  assert.is(approvals.length, 1);
  assert.is(approvals[0].metadata.causationId, 'reg-c-1');
});

test('projections and reactors started together on one reader read each batch of the log once (backend/core.ts)', async (ctx) => {
  for (let i = 0; i < 40; i++) await register(ctx.events, `u${i}@example.com`);
  const batches = Math.ceil((await ctx.events.readAll('', 1000)).length / 10);
  let reads = 0;
  const counted: EventStore = { ...ctx.events, readAll: (from, limit) => (reads++, ctx.events.readAll(from, limit)) };
  const read = createBatchReader(counted, 10);
  const store = createMemoryReadStore();
  const projectionRuntime = createProjectionRuntime({ events: counted, store, projections: [usersProjection], log: () => undefined, read });
  const calls: string[] = [];
  const counter = defineReactor({ name: 'count-registrations', handles: ['UserRegistered'], react: async (event) => void calls.push(event.id) });
  const reactorRuntime = createReactorRuntime({
    events: counted,
    commands: commandDeps(counted),
    reactors: [counter],
    checkpoints: ctx.checkpoints,
    log: () => undefined,
    read,
  });
  try {
    await Promise.all([projectionRuntime.start(), reactorRuntime.start()]);
    assert.is(calls.length, 40, 'the reactor saw every registration');
    assert.is((await store.collection('users').find({})).length, 40, 'the projection too');
    // Each batch of 10 once (shared), then each processor's own look at the head after the last, full batch (an empty
    // answer is never shared). Apart, the two would read every batch twice.
    assert.is((await ctx.events.readAll('', 1000)).length % 10, 0, 'the log ends with a full batch');
    assert.is(reads, batches + 2);
    // One event more: both read it together, and its batch, shorter than a full one, tells them they are at the head.
    const before = reads;
    const userId = 'late-user';
    const late: NewEvent = { id: 'late-registration', type: 'UserRegistered', data: registration(userId, 'late@example.com'), metadata: meta() };
    const { position } = await ctx.events.append(userStream(userId), [late], { expectedRevision: 'no_stream' });
    assert.ok(await projectionRuntime.waitFor({ position }));
    assert.ok(await reactorRuntime.waitFor({ position }));
    await new Promise((r) => setTimeout(r, 50));
    assert.is(calls.length, 41);
    assert.is(reads, before + 1, 'one shared read, and no empty read at the head');
  } finally {
    await reactorRuntime.stop();
    await projectionRuntime.stop();
  }
});

test.run();
