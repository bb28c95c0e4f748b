// PostgreSQL event store beyond the contract: positions in commit order (no late commit is ever skipped), no gaps,
// concurrent writers in several processes' pools, NOTIFY across instances, a broken LISTEN connection, upcasting.
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '@backend/events/event-store';
import { createPostgresEventStore } from '@backend/events/postgres/postgres-event-store';
import { requirePostgres, type PostgresCluster } from '../../helpers/postgres';
import { newEvent, uniqueStream } from './event-store.contract';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) assert.unreachable(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

requirePostgres('PostgreSQL event store', (cluster) => {
  const test = suite<{ url: string; stores: EventStore[]; clients: pg.Client[] }>('PostgreSQL event store');
  let shared: PostgresCluster;

  test.before(async () => {
    shared = await cluster();
  });
  test.before.each(async (ctx) => {
    ctx.url = await shared.createSchema('pgevents');
    ctx.stores = [];
    ctx.clients = [];
  });
  test.after.each(async (ctx) => {
    for (const c of ctx.clients) await c.end().catch(() => undefined);
    for (const s of ctx.stores) await s.close();
  });

  const open = async (ctx: { url: string; stores: EventStore[] }, options?: Parameters<typeof createPostgresEventStore>[1]) => {
    const store = await createPostgresEventStore(ctx.url, options);
    ctx.stores.push(store);
    return store;
  };
  const rawClient = async (ctx: { url: string; clients: pg.Client[] }) => {
    const c = new pg.Client({ connectionString: ctx.url });
    await c.connect();
    ctx.clients.push(c);
    return c;
  };

  test('a later append cannot become visible before an earlier one that commits late: positions follow commit order', async (ctx) => {
    const store = await open(ctx);
    await store.append(uniqueStream('before'), [newEvent()], { expectedRevision: 'no_stream' });
    const from = await store.headPosition();

    // A slow writer takes the next position (as every append does) and keeps its transaction open.
    const slow = await rawClient(ctx);
    await slow.query('BEGIN');
    const { rows } = await slow.query<{ p: string }>(
      'UPDATE event_log_head SET position = position + 1 WHERE id = 1 RETURNING position::text AS p',
    );
    const slowEvent = newEvent('slow');
    await slow.query(`INSERT INTO event_log (position, stream, revision, id, type, data, metadata) VALUES ($1, $2, 0, $3, $4, $5, $6)`, [
      rows[0].p,
      uniqueStream('slow'),
      slowEvent.id,
      slowEvent.type,
      JSON.stringify(slowEvent.data),
      JSON.stringify(slowEvent.metadata),
    ]);

    // A second append starts and must wait: had it taken the next number and committed, a reader would pass the slow one.
    const fast = [newEvent('fast')];
    let done = false;
    const appending = store.append(uniqueStream('fast'), fast, { expectedRevision: 'no_stream' }).then((r) => ((done = true), r));
    await sleep(300);
    assert.is(done, false, 'the later append waits for the position lock');
    assert.equal(await store.readAll(from), [], 'a reader sees neither');

    await slow.query('COMMIT');
    const result = await appending;
    const log = await store.readAll(from);
    assert.equal(ids(log), [slowEvent.id, fast[0].id], 'the slow append comes first, then the later one');
    assert.ok(log[0].position < log[1].position);
    assert.is(result.position, log[1].position);
  });

  test('concurrent writers in four pools, and a reader following in small batches: every event read exactly once, in order, no gaps', async (ctx) => {
    const writers = await Promise.all([1, 2, 3, 4].map(() => open(ctx)));
    const reader = await open(ctx);
    const seen: RecordedEvent[] = [];
    let writing = true;
    const follow = (async () => {
      let checkpoint = '';
      for (;;) {
        const stillWriting = writing;
        const batch = await reader.readAll(checkpoint, 7);
        seen.push(...batch);
        if (batch.length) checkpoint = batch[batch.length - 1].position;
        else if (!stillWriting) return;
      }
    })();
    const appended: string[] = [];
    await Promise.all(
      writers.flatMap((w, i) =>
        Array.from({ length: 5 }, async (_, j) => {
          const stream = uniqueStream(`w${i}-${j}`);
          for (let k = 0; k < 10; k++) {
            const events = [newEvent(), newEvent()];
            await w.append(stream, events, { expectedRevision: k === 0 ? 'no_stream' : 2 * k - 1 });
            appended.push(...ids(events));
          }
        }),
      ),
    );
    writing = false;
    await follow;
    const log = await reader.readAll('', 10_000);
    assert.is(log.length, 400);
    assert.equal(ids(seen), ids(log), 'the follower read the log exactly, with nothing skipped or repeated');
    assert.equal([...ids(log)].sort(), [...appended].sort());
    assert.equal(
      log.map((e) => Number(e.position)),
      log.map((_, i) => i + 1),
      'positions 1..n without gaps',
    );
  });

  test('an append that fails (an id used twice in it) writes nothing and leaves no gap in the positions', async (ctx) => {
    const store = await open(ctx);
    const stream = uniqueStream('rollback');
    await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
    const head = await store.headPosition();
    const e = newEvent();
    let failed = false;
    await store.append(stream, [newEvent(), e, { ...newEvent(), id: e.id }], { expectedRevision: 0 }).catch(() => (failed = true));
    assert.ok(failed);
    assert.is(await store.headPosition(), head);
    const next = await store.append(stream, [newEvent()], { expectedRevision: 0 });
    assert.is(Number(next.position), Number(head) + 1);
  });

  test('the same append sent twice at once (a client retry racing the original) is stored once, and both answer the same', async (ctx) => {
    const [a, b] = [await open(ctx), await open(ctx)];
    const stream = uniqueStream('race');
    const events = [newEvent(), newEvent(), newEvent()];
    const [ra, rb] = await Promise.all([
      a.append(stream, events, { expectedRevision: 'no_stream' }),
      b.append(stream, events, { expectedRevision: 'no_stream' }),
    ]);
    assert.equal(ra, rb);
    assert.equal(ids(await a.readStream(stream)), ids(events));
  });

  test("'any' appends racing on one stream all succeed, each with its own revisions", async (ctx) => {
    const stores = await Promise.all([1, 2, 3].map(() => open(ctx)));
    const stream = uniqueStream('any');
    const results = await Promise.all(
      stores.flatMap((s) => [1, 2, 3].map(() => s.append(stream, [newEvent(), newEvent()], { expectedRevision: 'any' }))),
    );
    assert.equal(
      results.map((r) => r.revision).sort((x, y) => x - y),
      [1, 3, 5, 7, 9, 11, 13, 15, 17],
    );
    assert.equal(
      (await stores[0].readStream(stream)).map((e) => e.revision),
      Array.from({ length: 18 }, (_, i) => i),
    );
  });

  test('appends that arrive together commit together (group commit); a refused one undoes nothing of the others', async (ctx) => {
    const store = await open(ctx);
    const taken = uniqueStream('taken');
    await store.append(taken, [newEvent()], { expectedRevision: 'no_stream' });
    const twice = [newEvent(), newEvent()];
    const twiceStream = uniqueStream('twice');
    const valid = Array.from({ length: 20 }, () => ({ stream: uniqueStream('group'), events: [newEvent(), newEvent()] }));
    const outcomes = await Promise.allSettled([
      ...valid.map((v) => store.append(v.stream, v.events, { expectedRevision: 'no_stream' })),
      ...[5, 6, 7].map((wrong) => store.append(taken, [newEvent()], { expectedRevision: wrong })),
      store.append(twiceStream, twice, { expectedRevision: 'no_stream' }),
      store.append(twiceStream, twice, { expectedRevision: 'no_stream' }),
    ]);
    assert.ok(
      outcomes.slice(0, 20).every((o) => o.status === 'fulfilled'),
      'every valid append is stored',
    );
    for (const o of outcomes.slice(20, 23)) assert.instance((o as PromiseRejectedResult).reason, WrongExpectedRevisionError);
    const [first, retry] = outcomes.slice(23) as PromiseFulfilledResult<unknown>[];
    assert.equal(retry.value, first.value, 'the repeated append answers the original result');
    for (const v of valid) assert.equal(ids(await store.readStream(v.stream)), ids(v.events));
    assert.is((await store.readStream(taken)).length, 1);
    assert.equal(ids(await store.readStream(twiceStream)), ids(twice));
    const log = await store.readAll('', 1000);
    assert.equal(
      log.map((e) => Number(e.position)),
      log.map((_, i) => i + 1),
      'no gaps, although appends were refused inside groups',
    );
    const admin = await rawClient(ctx);
    const { rows } = await admin.query<{ n: number }>('SELECT count(DISTINCT xmin::text)::int AS n FROM event_log');
    assert.ok(rows[0].n < 10, `${log.length} events of 23 appends were written by ${rows[0].n} transactions`);
  });

  test('an append that fails inside PostgreSQL in a group (an id used twice in it) is refused alone; the rest of its group is stored', async (ctx) => {
    const store = await open(ctx);
    const e = newEvent();
    const good = Array.from({ length: 10 }, () => ({ stream: uniqueStream('good'), events: [newEvent()] }));
    const append = (g: (typeof good)[number]) => store.append(g.stream, g.events, { expectedRevision: 'no_stream' });
    // The first append commits alone; the ones made while it commits, the failing one among them, form the next group.
    const outcomes = await Promise.allSettled([
      append(good[0]),
      store.append(uniqueStream('bad'), [newEvent(), e, { ...e }], { expectedRevision: 'no_stream' }),
      ...good.slice(1).map(append),
    ]);
    assert.is(outcomes[1].status, 'rejected');
    assert.ok([outcomes[0], ...outcomes.slice(2)].every((o) => o.status === 'fulfilled'));
    for (const g of good) assert.equal(ids(await store.readStream(g.stream)), ids(g.events));
    const log = await store.readAll('', 1000);
    assert.equal(
      log.map((x) => Number(x.position)),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
  });

  test("another instance's append wakes a watcher through NOTIFY (the poll is set to a minute here)", async (ctx) => {
    const watching = await open(ctx, { pollMs: 60_000 });
    const writing = await open(ctx);
    let calls = 0;
    const sub = watching.watch(() => calls++);
    await sleep(200); // LISTEN is in place
    const before = calls;
    const started = Date.now();
    await writing.append(uniqueStream('notify'), [newEvent()], { expectedRevision: 'no_stream' });
    await eventually(() => calls > before, 'a notification', 2000);
    assert.ok(Date.now() - started < 1000);
    await sub.close();
  });

  test('a broken LISTEN connection is replaced, and appends by others are noticed again', async (ctx) => {
    const watching = await open(ctx, { pollMs: 60_000, log: () => undefined });
    const writing = await open(ctx);
    let calls = 0;
    const sub = watching.watch(() => calls++);
    await sleep(200);
    const admin = await rawClient(ctx);
    const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN event_log'`);
    assert.is(killed.rowCount, 1, 'the LISTEN connection was found and ended');
    await eventually(
      async () => (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE query = 'LISTEN event_log'`)).rowCount === 1,
      'listening again',
    );
    const before = calls;
    await writing.append(uniqueStream('relisten'), [newEvent()], { expectedRevision: 'no_stream' });
    await eventually(() => calls > before, 'a notification on the new connection', 2000);
    await sub.close();
  });

  test('every read is upcast: readStream and readAll hand out what the upcaster makes of the stored event', async (ctx) => {
    const store = await open(ctx, { upcast: (e) => ({ ...e, data: { ...(e.data as object), lifted: true } }) });
    const stream = uniqueStream('upcast');
    await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
    assert.is(((await store.readStream(stream))[0].data as { lifted?: boolean }).lifted, true);
    assert.is(((await store.readAll(''))[0].data as { lifted?: boolean }).lifted, true);
  });

  test('events keep characters that jsonb refuses (U+0000, a lone surrogate) exactly as appended', async (ctx) => {
    const store = await open(ctx);
    const stream = uniqueStream('odd');
    const e = { ...newEvent(), data: { text: 'a\u0000b', lone: '\ud800', nested: { z: 1, a: 2 } } };
    await store.append(stream, [e], { expectedRevision: 'no_stream' });
    assert.equal((await store.readStream(stream))[0].data, e.data);
  });

  test.run();
});
