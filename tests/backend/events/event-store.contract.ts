// The contract every EventStore adapter must pass: eventStoreContract(name, factory) registers it as one uvu suite.
import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '@backend/events/event-store';

export interface EventStoreContractOptions {
  /**
   * True when nobody else writes to the store a test gets (a fresh embedded store per test): then the suite also checks
   * whole-log facts (an empty store's head is '', readAll from '' holds exactly this test's events).
   * On a shared real server only this test's own streams are checked.
   */
  isolated?: boolean;
}

/** A unique stream name, so that runs against a shared server never collide. */
export const uniqueStream = (label: string) => `contract_${label}-${randomUUID().replaceAll('-', '').slice(0, 12)}`;

let counter = 0;
/** A new event with a full envelope; `causationId` alternates between null and a value to cover both. */
export function newEvent(label = 'e'): NewEvent {
  counter += 1;
  return {
    id: randomUUID(),
    type: 'EmailClaimed',
    data: { email: `${label}-${counter}@example.com`, userId: `user-${counter}` },
    metadata: {
      actorId: counter % 3 === 0 ? null : `actor-${counter}`,
      actorRole: counter % 3 === 0 ? null : 'admin',
      correlationId: randomUUID(),
      causationId: counter % 2 === 0 ? null : randomUUID(),
      at: new Date(Date.UTC(2025, 0, 1, 0, 0, counter % 60)).toISOString(),
    },
  };
}
const newEvents = (n: number, label = 'e') => Array.from({ length: n }, () => newEvent(label));

/** The envelope fields a new event must keep once stored. */
const envelope = (e: NewEvent | RecordedEvent) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata });
const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);
const mine = (events: readonly RecordedEvent[], streams: readonly string[]) => events.filter((e) => streams.includes(e.stream));

async function rejects(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, WrongExpectedRevisionError, `expected WrongExpectedRevisionError, got ${String(error)}`);
    return error as WrongExpectedRevisionError;
  }
  assert.unreachable('the append should have been refused with WrongExpectedRevisionError');
  throw new Error('unreachable');
}

async function eventually(check: () => boolean, what: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) assert.unreachable(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function eventStoreContract(name: string, factory: () => Promise<EventStore>, options: EventStoreContractOptions = {}) {
  const test = suite(`event store contract: ${name}`);
  const isolated = options.isolated ?? false;

  /** Runs one test body against a store of its own, closed afterwards. */
  const withStore = (body: (store: EventStore) => Promise<void>) => async () => {
    const store = await factory();
    try {
      await body(store);
    } finally {
      await store.close();
    }
  };

  test(
    "append to a new stream with 'no_stream': revisions start at 0 and increase by one per event",
    withStore(async (store) => {
      const stream = uniqueStream('new');
      const first = await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
      assert.is(first.revision, 0);
      const next = await store.append(stream, newEvents(2), { expectedRevision: 0 });
      assert.is(next.revision, 2);
      assert.ok(next.position > first.position, 'the later append has a later position');
      assert.equal((await store.readStream(stream)).map((e) => e.revision), [0, 1, 2]);
    }),
  );

  test(
    'readStream reads at most maxCount events, from fromRevision on',
    withStore(async (store) => {
      const stream = uniqueStream('max-count');
      await store.append(stream, newEvents(5), { expectedRevision: 'no_stream' });
      assert.equal((await store.readStream(stream, { maxCount: 1 })).map((e) => e.revision), [0]);
      assert.equal((await store.readStream(stream, { fromRevision: 2, maxCount: 2 })).map((e) => e.revision), [2, 3]);
      assert.equal((await store.readStream(stream, { fromRevision: 3, maxCount: 10 })).map((e) => e.revision), [3, 4]);
      assert.equal(await store.readStream(uniqueStream('max-count-none'), { maxCount: 1 }), []);
    }),
  );

  test(
    'append with the right numeric expected revision succeeds',
    withStore(async (store) => {
      const stream = uniqueStream('numeric');
      await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
      const result = await store.append(stream, [newEvent()], { expectedRevision: 2 });
      assert.is(result.revision, 3);
      assert.is((await store.readStream(stream)).length, 4);
    }),
  );

  test(
    'a wrong expected revision throws WrongExpectedRevisionError and writes nothing',
    withStore(async (store) => {
      const stream = uniqueStream('wrong');
      const from = await store.headPosition();
      const accepted = newEvents(2);
      await store.append(stream, accepted, { expectedRevision: 'no_stream' });
      const headBefore = await store.headPosition();
      for (const expected of [0, 2, 7]) {
        const rejected = newEvents(2);
        const error = await rejects(store.append(stream, rejected, { expectedRevision: expected }));
        assert.is(error.stream, stream);
        assert.is(error.expected, expected);
        assert.is(error.actual, 1);
        const stored = await store.readStream(stream);
        assert.is(stored.length, 2, 'the stream is unchanged');
        assert.ok(!ids(stored).some((id) => ids(rejected).includes(id)));
      }
      // A numeric expectation on a stream that does not exist fails as well.
      const missing = uniqueStream('missing');
      const error = await rejects(store.append(missing, [newEvent()], { expectedRevision: 0 }));
      assert.is(error.actual, 'no_stream');
      assert.equal(await store.readStream(missing), []);
      if (isolated) assert.is(await store.headPosition(), headBefore, 'nothing reached the global log');
      assert.equal(ids(mine(await store.readAll(from, 1000), [stream, missing])), ids(accepted), 'only the accepted events are in the log');
    }),
  );

  test(
    "'no_stream' on an existing stream fails",
    withStore(async (store) => {
      const stream = uniqueStream('exists');
      await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
      const error = await rejects(store.append(stream, [newEvent()], { expectedRevision: 'no_stream' }));
      assert.is(error.expected, 'no_stream');
      assert.is(error.actual, 0);
      assert.is((await store.readStream(stream)).length, 1);
    }),
  );

  test(
    "'any' appends whether or not the stream exists",
    withStore(async (store) => {
      const stream = uniqueStream('any');
      assert.is((await store.append(stream, [newEvent()], { expectedRevision: 'any' })).revision, 0);
      assert.is((await store.append(stream, newEvents(2), { expectedRevision: 'any' })).revision, 2);
      assert.equal((await store.readStream(stream)).map((e) => e.revision), [0, 1, 2]);
    }),
  );

  test(
    'readStream with fromRevision returns the events from that revision on',
    withStore(async (store) => {
      const stream = uniqueStream('from');
      const events = newEvents(5);
      await store.append(stream, events, { expectedRevision: 'no_stream' });
      assert.equal(ids(await store.readStream(stream, { fromRevision: 3 })), ids(events.slice(3)));
      assert.equal((await store.readStream(stream, { fromRevision: 3 })).map((e) => e.revision), [3, 4]);
      assert.equal(ids(await store.readStream(stream, { fromRevision: 0 })), ids(events));
      assert.equal(await store.readStream(stream, { fromRevision: 5 }), []);
      assert.equal(await store.readStream(uniqueStream('never'), { fromRevision: 2 }), []);
    }),
  );

  test(
    'appends issued together each keep their own check: a refused or failing one does not take its neighbours with it',
    withStore(async (store) => {
      const [a, b, c, d] = [uniqueStream('ta'), uniqueStream('tb'), uniqueStream('tc'), uniqueStream('td')];
      await store.append(b, [newEvent()], { expectedRevision: 'no_stream' });
      const dup = newEvent();
      const [okA, wrongB, badC, okD] = await Promise.allSettled([
        store.append(a, newEvents(2), { expectedRevision: 'no_stream' }),
        store.append(b, [newEvent()], { expectedRevision: 5 }),
        // A multi-event append that fails half-way (a duplicate id) stores none of its events.
        store.append(c, [newEvent(), dup, { ...newEvent(), id: dup.id }], { expectedRevision: 'no_stream' }),
        store.append(d, [newEvent()], { expectedRevision: 'any' }),
      ]);
      assert.is(okA.status, 'fulfilled');
      assert.is(okD.status, 'fulfilled');
      assert.is(wrongB.status, 'rejected');
      assert.instance((wrongB as PromiseRejectedResult).reason, WrongExpectedRevisionError);
      assert.is(badC.status, 'rejected');
      assert.is((await store.readStream(a)).length, 2);
      assert.is((await store.readStream(b)).length, 1);
      assert.equal(await store.readStream(c), []);
      assert.is((await store.readStream(d)).length, 1);
      // The refused streams are usable at once at their real revision.
      assert.is((await store.append(b, [newEvent()], { expectedRevision: 0 })).revision, 1);
      assert.is((await store.append(c, [newEvent()], { expectedRevision: 'no_stream' })).revision, 0);
    }),
  );

  test(
    'readStream of a missing stream is []',
    withStore(async (store) => {
      assert.equal(await store.readStream(uniqueStream('never-written')), []);
    }),
  );

  test(
    'readStream returns the events in order with their full envelope, stream, revision and position',
    withStore(async (store) => {
      const stream = uniqueStream('envelope');
      const other = uniqueStream('other');
      const first = newEvents(2);
      const second = newEvents(3);
      const r1 = await store.append(stream, first, { expectedRevision: 'no_stream' });
      await store.append(other, [newEvent()], { expectedRevision: 'no_stream' });
      const r2 = await store.append(stream, second, { expectedRevision: 1 });
      const stored = await store.readStream(stream);
      assert.equal(stored.map(envelope), [...first, ...second].map(envelope));
      assert.equal(stored.map((e) => e.stream), Array(5).fill(stream));
      assert.equal(stored.map((e) => e.revision), [0, 1, 2, 3, 4]);
      const positions = stored.map((e) => e.position);
      for (let i = 1; i < positions.length; i++) assert.ok(positions[i] > positions[i - 1], `positions increase: ${positions}`);
      assert.is(positions[1], r1.position, 'an append answers the position of its last event');
      assert.is(positions[4], r2.position);
      for (const e of stored) {
        assert.type(e.metadata.correlationId, 'string');
        assert.ok(!Number.isNaN(Date.parse(e.metadata.at)));
      }
    }),
  );

  test(
    'positions increase globally across streams, in the order of the appends',
    withStore(async (store) => {
      const [a, b] = [uniqueStream('a'), uniqueStream('b')];
      const from = await store.headPosition();
      const appended: NewEvent[] = [];
      const append = async (stream: string, events: NewEvent[], expectedRevision: ExpectedRevision) => {
        await store.append(stream, events, { expectedRevision });
        appended.push(...events);
      };
      await append(a, newEvents(1), 'no_stream');
      await append(b, newEvents(2), 'no_stream');
      await append(a, newEvents(3), 0);
      await append(b, newEvents(1), 1);
      const log = mine(await store.readAll(from, 1000), [a, b]);
      assert.equal(ids(log), ids(appended));
      for (let i = 1; i < log.length; i++) assert.ok(log[i].position > log[i - 1].position, 'strictly increasing positions');
      // readAll and readStream agree on every event's place.
      const byId = new Map([...(await store.readStream(a)), ...(await store.readStream(b))].map((e) => [e.id, e]));
      for (const e of log) assert.equal(byId.get(e.id), e);
    }),
  );

  test(
    'readAll(fromPosition) is exclusive and respects limit',
    withStore(async (store) => {
      const stream = uniqueStream('readall');
      const from = await store.headPosition();
      const events = newEvents(4);
      await store.append(stream, events.slice(0, 1), { expectedRevision: 'no_stream' });
      await store.append(stream, events.slice(1), { expectedRevision: 0 });
      const stored = await store.readStream(stream);
      const all = await store.readAll(from, 1000);
      assert.equal(ids(mine(all, [stream])), ids(events));

      const afterFirst = await store.readAll(stored[0].position, 1000);
      assert.ok(afterFirst.every((e) => e.position > stored[0].position), 'exclusive of fromPosition');
      assert.equal(ids(mine(afterFirst, [stream])), ids(events.slice(1)));

      const limited = await store.readAll(stored[0].position, 2);
      assert.is(limited.length, 2);
      assert.equal(limited, afterFirst.slice(0, 2), 'a limited read is a prefix of the full read');
      assert.equal(await store.readAll(stored[3].position, 1000).then((r) => mine(r, [stream])), []);
      if (isolated) {
        assert.equal(ids(await store.readAll('')), ids(events), "readAll('') reads from the start");
        assert.equal(ids(limited), ids(events.slice(1, 3)));
      }
    }),
  );

  test(
    'headPosition is the position of the last event in the log',
    withStore(async (store) => {
      if (isolated) assert.is(await store.headPosition(), '', "an empty store's head is ''");
      const stream = uniqueStream('head');
      const r1 = await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const head1 = await store.headPosition();
      assert.ok(head1 >= r1.position);
      const r2 = await store.append(uniqueStream('head2'), [newEvent()], { expectedRevision: 'no_stream' });
      const head2 = await store.headPosition();
      assert.ok(head2 >= r2.position && head2 > head1);
      if (isolated) {
        assert.is(head1, r1.position);
        assert.is(head2, r2.position);
      }
    }),
  );

  test(
    'countAfter counts the events after a position, up to its limit, as readAll would find them',
    withStore(async (store) => {
      const r1 = await store.append(uniqueStream('count'), newEvents(3), { expectedRevision: 'no_stream' });
      const r2 = await store.append(uniqueStream('count2'), newEvents(2), { expectedRevision: 'no_stream' });
      for (const after of [r1.position, r2.position]) {
        assert.is(await store.countAfter(after, 100), (await store.readAll(after, 100)).length, `after ${after}`);
      }
      assert.is(await store.countAfter(r2.position, 100), 0, 'nothing after the head');
      assert.is(await store.countAfter(r1.position, 100), 2);
      assert.is(await store.countAfter(r1.position, 1), 1, 'counted up to the limit');
      if (isolated) {
        assert.is(await store.countAfter('', 100), 5, 'from the start');
        assert.is(await store.countAfter('', 4), 4);
      }
    }),
  );

  test(
    'every event of one append has its own position: reading on from any of them resumes exactly after it',
    withStore(async (store) => {
      const stream = uniqueStream('edge');
      const from = await store.headPosition();
      const events = newEvents(5);
      await store.append(stream, events, { expectedRevision: 'no_stream' });
      const stored = await store.readStream(stream);
      const positions = stored.map((e) => e.position);
      assert.is(new Set(positions).size, 5, `distinct positions inside one append: ${positions}`);
      for (let i = 1; i < positions.length; i++) assert.ok(positions[i] > positions[i - 1], 'in append order');
      // A reader with batches of 2 (an edge inside the append) and a restart from each checkpoint sees every event once.
      const seen: string[] = [];
      let checkpoint = from;
      for (;;) {
        const batch = mine(await store.readAll(checkpoint, 2), [stream]);
        const raw = await store.readAll(checkpoint, 2);
        if (raw.length === 0) break;
        seen.push(...ids(batch));
        checkpoint = raw[raw.length - 1].position;
      }
      assert.equal(seen, ids(events));
      for (let i = 0; i < 5; i++) assert.equal(ids(mine(await store.readAll(positions[i], 1000), [stream])), ids(events.slice(i + 1)));
    }),
  );

  test(
    'appending the same events again (a retry after a lost answer) changes nothing and answers the original result',
    withStore(async (store) => {
      const stream = uniqueStream('retry');
      const events = newEvents(2);
      const first = await store.append(stream, events, { expectedRevision: 'no_stream' });
      const again = await store.append(stream, events, { expectedRevision: 'no_stream' });
      assert.equal(again, first);
      assert.equal(ids(await store.readStream(stream)), ids(events));
    }),
  );

  test(
    'watch calls back after an append, and no longer after close()',
    withStore(async (store) => {
      let calls = 0;
      const watcher = store.watch(() => calls++);
      await sleep(50);
      const before = calls;
      await store.append(uniqueStream('watch'), [newEvent()], { expectedRevision: 'no_stream' });
      await eventually(() => calls > before, 'a call after the append');
      await watcher.close();
      const after = calls;
      await store.append(uniqueStream('watch2'), [newEvent()], { expectedRevision: 'no_stream' });
      await sleep(300);
      assert.is(calls, after, 'nothing after close()');
    }),
  );

  test(
    'ordinal grows with the position (for progress bars)',
    withStore(async (store) => {
      const stream = uniqueStream('ordinal');
      await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
      const ordinals = (await store.readStream(stream)).map((e) => store.ordinal(e.position));
      for (let i = 1; i < ordinals.length; i++) assert.ok(ordinals[i] >= ordinals[i - 1]);
      assert.is(store.ordinal(''), 0);
    }),
  );

  test(
    'a multi-event append is atomic: concurrent appends never interleave and the loser writes nothing',
    withStore(async (store) => {
      const stream = uniqueStream('atomic');
      const from = await store.headPosition();
      const batches = [newEvents(3, 'x'), newEvents(3, 'y')];
      const outcomes = await Promise.allSettled(batches.map((b) => store.append(stream, b, { expectedRevision: 'no_stream' })));
      const won = outcomes.findIndex((o) => o.status === 'fulfilled');
      assert.ok(won >= 0, 'one append wins');
      const lost = outcomes[1 - won];
      assert.is(lost.status, 'rejected', 'the other is refused');
      assert.instance((lost as PromiseRejectedResult).reason, WrongExpectedRevisionError);
      const stored = await store.readStream(stream);
      assert.equal(ids(stored), ids(batches[won]));
      assert.equal(ids(mine(await store.readAll(from, 1000), [stream])), ids(batches[won]));
    }),
  );

  test(
    'property: accepted appends read back complete and in order, rejected ones leave no trace',
    withStore(async (store) => {
      type Expectation = 'correct' | 'no_stream' | 'any' | number;
      const operation = fc.record({
        stream: fc.integer({ min: 0, max: 2 }),
        count: fc.integer({ min: 1, max: 3 }),
        expected: fc.oneof(
          fc.constant<Expectation>('correct'),
          fc.constant<Expectation>('no_stream'),
          fc.constant<Expectation>('any'),
          fc.integer({ min: 0, max: 4 }),
        ),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
          const streams = [0, 1, 2].map((i) => uniqueStream(`prop${i}`));
          const model = new Map<string, string[]>(streams.map((s) => [s, []]));
          const globalOrder: string[] = [];
          const from = await store.headPosition();
          for (const op of operations) {
            const stream = streams[op.stream];
            const current = model.get(stream)!;
            const expected: ExpectedRevision =
              op.expected === 'correct' ? (current.length === 0 ? 'no_stream' : current.length - 1) : op.expected;
            const accepted =
              expected === 'any' || (expected === 'no_stream' ? current.length === 0 : current.length > 0 && expected === current.length - 1);
            const events = newEvents(op.count, 'prop');
            if (accepted) {
              const result = await store.append(stream, events, { expectedRevision: expected });
              assert.is(result.revision, current.length + op.count - 1);
              current.push(...ids(events));
              globalOrder.push(...ids(events));
            } else {
              await rejects(store.append(stream, events, { expectedRevision: expected }));
            }
          }
          for (const stream of streams) {
            const stored = await store.readStream(stream);
            assert.equal(ids(stored), model.get(stream));
            assert.equal(stored.map((e) => e.revision), stored.map((_, i) => i));
          }
          assert.equal(ids(mine(await store.readAll(from, 1000), streams)), globalOrder);
        }),
        { numRuns: 50 },
      );
    }),
  );

  test.run();
}
