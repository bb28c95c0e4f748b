// Specs of giving way to requests in hand: the e-mail reactors and the sender wait while a request is in hand (at most
// GIVE_WAY_MAX_MS a step), go on at the next quiet moment, and never wait while someone waits for the reactors.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { createSqliteCheckpointStore, type CheckpointStore } from '@backend/processors/checkpoint-store';
import { createForeground, GIVE_WAY_MAX_MS, QUIET_MS } from '@backend/processors/foreground';
import { defineReactor } from '@backend/processors/reactor';
import { createReactorRuntime, type ReactorRuntime } from '@backend/processors/reactor-runtime';
import { createFirstAttempts } from '@backend/notifications/first-attempts';
import { startEmailSender } from '@backend/notifications/email-sender';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { OutgoingEmail } from '@backend/notifications/transports';
import { register } from '../../helpers/event-fixtures';
import { commandDeps } from '../../helpers/command-deps';

interface Context {
  dir: string;
  events: EventStore;
  checkpoints: CheckpointStore;
  runtimes: ReactorRuntime[];
}
const test = suite<Context>('foreground');

test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-foreground-'));
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Polls `check` every 5 ms until true (false after `ms`). */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (check()) return true;
    await pause(5);
  }
  return check();
}

test('quiet: at once with nothing in hand; while requests are in hand, when the last ends, or after maxMs', async () => {
  const foreground = createForeground();
  let done = false;
  await foreground.quiet();
  const [a, b] = [{}, {}];
  foreground.begin(a);
  foreground.begin(b);
  assert.is(foreground.inHand(), 2);
  void foreground.quiet(5_000).then(() => (done = true));
  foreground.end(a);
  foreground.end(a);
  await pause(20);
  assert.is(done, false, 'one request still in hand (a second end of the same one changes nothing)');
  foreground.end(b);
  assert.ok(await within(100, () => done), 'goes on once none is in hand');
  foreground.begin(a);
  const started = performance.now();
  await foreground.quiet(60);
  assert.ok(performance.now() - started >= 55, 'waited for the bound');
  let released = false;
  void foreground.quiet(5_000).then(() => (released = true));
  foreground.release();
  assert.ok(await within(100, () => released), 'release lets it go at once');
  assert.is(GIVE_WAY_MAX_MS, 250);
});

test('a quiet moment: nothing in hand and nothing begun or ended for QUIET_MS (not the instant between two requests)', async () => {
  const foreground = createForeground();
  let went = false;
  const request = {};
  foreground.begin(request);
  void foreground.quiet(5_000).then(() => (went = true));
  // Requests one after another, the count touching zero between them, for about 100 ms.
  for (let i = 0; i < 25; i++) {
    foreground.end(request);
    await pause(2);
    foreground.begin(request);
    await pause(2);
  }
  assert.is(went, false, 'no quiet moment while requests keep coming');
  foreground.end(request);
  const ended = performance.now();
  assert.ok(await within(200, () => went));
  assert.ok(performance.now() - ended >= QUIET_MS - 1, 'went once nothing happened for QUIET_MS');
});

test('an e-mail reactor gives way to a request in hand, reacts once none is; other reactors and waiting callers do not wait', async (ctx) => {
  const foreground = createForeground();
  const reacted: string[] = [];
  const mail = defineReactor({ name: 'mail', handles: ['UserRegistered'], givesWay: true, react: async (e) => void reacted.push(`mail ${e.data.userId}`) });
  const other = defineReactor({ name: 'other', handles: ['UserRegistered'], react: async (e) => void reacted.push(`other ${e.data.userId}`) });
  const runtime = createReactorRuntime({ events: ctx.events, commands: commandDeps(ctx.events), reactors: [mail, other], checkpoints: ctx.checkpoints, log: () => undefined, foreground });
  ctx.runtimes.push(runtime);
  await runtime.start();

  const request = {};
  foreground.begin(request);
  const first = await register(ctx.events, 'a@example.com');
  assert.ok(await within(1_000, () => reacted.includes(`other ${first.userId}`)), 'the other reactor reacts meanwhile');
  await pause(GIVE_WAY_MAX_MS / 2);
  assert.not.ok(reacted.includes(`mail ${first.userId}`), 'the e-mail reactor waits');
  foreground.end(request);
  assert.ok(await within(100, () => reacted.includes(`mail ${first.userId}`)), 'and reacts once no request is in hand');

  // A request waiting for the reactors (read-your-writes with reactions) is in hand too: the reactors do not wait for it.
  foreground.begin(request);
  const second = await register(ctx.events, 'b@example.com');
  const started = performance.now();
  assert.ok(await runtime.waitFor({ position: second.position }, 5_000));
  assert.ok(performance.now() - started < GIVE_WAY_MAX_MS, `waited ${Math.round(performance.now() - started)} ms`);
  assert.ok(reacted.includes(`mail ${second.userId}`));

  // A server that never rests still sends: each reaction waits GIVE_WAY_MAX_MS at most.
  const third = await register(ctx.events, 'c@example.com');
  assert.ok(await within(GIVE_WAY_MAX_MS * 4, () => reacted.includes(`mail ${third.userId}`)), 'goes on after the bound');
  foreground.end(request);
});

test('the sender sends messages handed to it once no request is in hand; while one is, one per wait', async (ctx) => {
  const foreground = createForeground();
  const firstAttempts = createFirstAttempts({ leaseMs: 60_000, now: () => new Date() });
  const sent: OutgoingEmail[] = [];
  const transport = { name: 'test', send: async (m: OutgoingEmail) => void sent.push(m), close: async () => undefined };
  const sender = startEmailSender({ commands: { ...commandDeps(ctx.events), firstAttempts }, readStore: createMemoryReadStore(), transport, log: () => undefined, retryBaseMs: 1000, firstAttempts, foreground, pollMs: 10_000 });
  const request = {};
  foreground.begin(request);
  const message = (id: string) => ({ messageId: id, kind: 'passwordChanged' as const, subjectId: 'u', to: 'a@example.com', subject: 'S', text: 'T', html: 'H', causeId: 'c', at: new Date().toISOString() });
  for (const id of ['m-1', 'm-2', 'm-3']) firstAttempts.handOff({ message: message(id), queuedEventId: `e-${id}`, leaseUntil: firstAttempts.claim()! });
  await pause(GIVE_WAY_MAX_MS / 2);
  assert.is(sent.length, 0, 'waits while a request is in hand');
  assert.ok(await within(GIVE_WAY_MAX_MS, () => sent.length === 1), 'one message after the first wait');
  await pause(GIVE_WAY_MAX_MS / 4);
  assert.is(sent.length, 1, 'the lanes take turns at waiting');
  foreground.end(request);
  assert.ok(await within(200, () => sent.length === 3), 'the rest at once when none is in hand');
  await sender.stop();
});

test.run();
