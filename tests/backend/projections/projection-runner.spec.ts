// Specs of the projection runner over the SQLite event store and the in-memory read store, with the real projections list.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore, NewEvent } from '../../../backend/events/event-store';
import { createSqliteEventStore } from '../../../backend/events/sqlite-event-store';
import { projections } from '../../../backend/projections';
import { applyEvent, createProjectionRunner, type ProjectionRunner } from '../../../backend/projections/projection-runner';
import { createMemoryReadStore } from '../../../backend/projections/memory-read-store';
import type { Projection } from '../../../backend/projections/projection';
import type { Doc, ReadStore } from '../../../backend/projections/read-store';
import { USERS } from '../../../backend/projections/users-projection';
import { CREDENTIALS, type Credentials } from '../../../backend/projections/credentials-projection';
import { userStream } from '../../../backend/commands/users/user-decider';
import { emailStream } from '../../../backend/commands/users/email-claim-decider';
import type { UserRegistered } from '../../../domain/events';
import type { PublicUser } from '../../../domain/user';

interface Context {
  dir: string;
  events: EventStore;
  store: ReadStore;
  runners: ProjectionRunner[];
}
const test = suite<Context>('projection runner');

test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-runner-'));
  ctx.events = createSqliteEventStore(join(ctx.dir, 'events.db'));
  ctx.store = createMemoryReadStore();
  ctx.runners = [];
});
test.after.each(async (ctx) => {
  for (const r of ctx.runners) await r.stop();
  await ctx.events.close();
  await ctx.store.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const runnerFor = (ctx: Context, list: readonly Projection<Doc>[] = projections) => {
  const runner = createProjectionRunner(ctx.events, ctx.store, list);
  ctx.runners.push(runner);
  return runner;
};

const meta = () => ({ actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, at: '2025-03-01T10:00:00.000Z' });

/** Appends a registration (e-mail claim, then UserRegistered) the way RegisterUser does; answers the user id and last position. */
async function register(events: EventStore, email: string): Promise<{ userId: string; position: number }> {
  const userId = randomUUID();
  const data: UserRegistered['data'] = {
    userId,
    username: email,
    email,
    passwordHash: `$argon2id$hash-of-${userId}`,
    role: 'student',
    firstName: 'Test',
    lastName: 'User',
    location: 'India',
    bio: '',
    university: '',
    fieldOfStudy: '',
    graduationYear: null,
    skills: [],
    hobbies: [],
    profileComplete: false,
    isApproved: false,
    registeredAt: '2025-03-01T10:00:00.000Z',
  };
  const claim: NewEvent = { id: randomUUID(), type: 'EmailClaimed', data: { email, userId }, metadata: meta() };
  await events.append(emailStream(email), [claim], { expectedRevision: 'no_stream' });
  const registered: NewEvent = { id: randomUUID(), type: 'UserRegistered', data, metadata: meta() };
  const { position } = await events.append(userStream(userId), [registered], { expectedRevision: 'no_stream' });
  return { userId, position };
}

async function signInFailed(events: EventStore, userId: string, revision: number) {
  const e: NewEvent = { id: randomUUID(), type: 'SignInFailed', data: { userId, at: '2025-03-01T11:00:00.000Z' }, metadata: meta() };
  return events.append(userStream(userId), [e], { expectedRevision: revision });
}

/** Every document of every collection the given projections own (plus the checkpoint), for before/after comparisons. */
async function snapshot(store: ReadStore, list: readonly Projection<Doc>[] = projections) {
  const out: Record<string, Doc[]> = {};
  for (const name of new Set([...list.map((p) => p.collection), '_checkpoints']))
    out[name] = await store.collection(name).find({}, { sort: { id: 1 } });
  return out;
}

test('events appended after start are in the read models once waitFor(position) resolves', async (ctx) => {
  const runner = runnerFor(ctx);
  await runner.start();
  const { userId, position } = await register(ctx.events, 'ada@example.com');
  await runner.waitFor(position, { timeoutMs: 5000 });
  assert.ok(runner.position() >= position);
  const user = await ctx.store.collection<PublicUser>(USERS).get(userId);
  assert.is(user?.email, 'ada@example.com');
  const creds = await ctx.store.collection<Credentials>(CREDENTIALS).find({ emailLower: 'ada@example.com' });
  assert.equal(creds.map((c) => c.id), [userId]);
});

test('at start, the runner catches up with the existing log before it resolves', async (ctx) => {
  const users = [];
  for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) users.push(await register(ctx.events, email));
  const runner = runnerFor(ctx);
  await runner.start();
  assert.is(runner.position(), await ctx.events.headPosition());
  const docs = await ctx.store.collection<PublicUser>(USERS).find({}, { sort: { email: 1 } });
  assert.equal(docs.map((d) => d.id), users.map((u) => u.userId));
  assert.is(await ctx.store.collection(CREDENTIALS).count(), 3);
});

test('the checkpoint is stored with the read models and a restarted runner continues from it', async (ctx) => {
  const first = await register(ctx.events, 'a@example.com');
  const seen: number[] = [];
  const recording = projections.map((p) => ({
    ...p,
    evolve: (...args: Parameters<typeof p.evolve>) => (seen.push(args[1].position), p.evolve(...args)),
  }));
  const runner = runnerFor(ctx, recording);
  await runner.start();
  assert.equal(await ctx.store.collection('_checkpoints').get('projections'), { id: 'projections', position: first.position });
  await runner.stop();

  seen.length = 0;
  const second = await register(ctx.events, 'b@example.com');
  const restarted = runnerFor(ctx, recording);
  await restarted.start();
  assert.is(restarted.position(), second.position);
  assert.equal(await ctx.store.collection('_checkpoints').get('projections'), { id: 'projections', position: second.position });
  assert.ok(seen.includes(second.position), 'the new registration is applied');
  assert.ok(seen.every((p) => p > first.position), `nothing at or before the checkpoint is applied again: ${seen}`);
  assert.is(await ctx.store.collection(USERS).count(), 2);
});

test('applying the same events twice changes nothing (idempotent)', async (ctx) => {
  const { userId } = await register(ctx.events, 'a@example.com');
  await register(ctx.events, 'b@example.com');
  await signInFailed(ctx.events, userId, 0);
  const log = await ctx.events.readAll(0);
  for (const e of log) await applyEvent(ctx.store, projections, e);
  const once = await snapshot(ctx.store);
  assert.is(once[USERS].length, 2);
  for (const e of log) await applyEvent(ctx.store, projections, e);
  assert.equal(await snapshot(ctx.store), once, 'the whole log again');
  for (const e of [...log].reverse()) await applyEvent(ctx.store, projections, e);
  assert.equal(await snapshot(ctx.store), once, 'older events after newer ones');
});

test('every projected document remembers the position of the last event applied to it', async (ctx) => {
  const { userId, position } = await register(ctx.events, 'a@example.com');
  for (const e of await ctx.events.readAll(0)) await applyEvent(ctx.store, projections, e);
  assert.is((await ctx.store.collection<Doc & { _position: number }>(USERS).get(userId))?._position, position);
});

test('waitFor of a position already reached resolves at once', async (ctx) => {
  const { position } = await register(ctx.events, 'a@example.com');
  const runner = runnerFor(ctx);
  await runner.start();
  const first = await Promise.race([
    runner.waitFor(position).then(() => 'resolved'),
    new Promise((r) => setImmediate(() => r('still waiting'))),
  ]);
  assert.is(first, 'resolved');
  await runner.waitFor(0);
  await runner.waitFor(position - 1);
});

test('waitFor rejects when the position is not reached in time', async (ctx) => {
  const runner = runnerFor(ctx);
  await runner.start();
  const started = Date.now();
  try {
    await runner.waitFor(1_000_000, { timeoutMs: 50 });
    assert.unreachable('waitFor should have timed out');
  } catch (error) {
    assert.instance(error, Error);
    assert.match((error as Error).message, /did not reach position 1000000 within 50 ms/);
  }
  assert.ok(Date.now() - started < 2000);
});

test('waiters registered before their events exist resolve once those are projected, in position order', async (ctx) => {
  const runner = runnerFor(ctx);
  await runner.start();
  const head = await ctx.events.headPosition();
  // In SQLite positions are consecutive: each registration appends two events.
  const order: string[] = [];
  const waiting = Promise.all([
    runner.waitFor(head + 4, { timeoutMs: 5000 }).then(() => order.push('second')),
    runner.waitFor(head + 2, { timeoutMs: 5000 }).then(() => order.push('first')),
  ]);
  const a = await register(ctx.events, 'a@example.com');
  const b = await register(ctx.events, 'b@example.com');
  assert.equal([a.position, b.position], [head + 2, head + 4]);
  await waiting;
  assert.equal(order, ['first', 'second']);
  assert.is(await ctx.store.collection(USERS).count(), 2);
});

test.run();
