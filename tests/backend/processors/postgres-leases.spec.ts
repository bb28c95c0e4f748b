// PostgreSQL leases: one holder at a time, freed when the holder's connection dies, and fenced, so that a lost holder's
// last transaction can neither commit after its successor started nor commit at all once the successor holds the lease.
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPostgresLeases } from '@backend/processors/postgres-leases';
import { LeaseLostError, type Leases } from '@backend/processors/leases';
import { createPostgresReadStore, type PostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import { requirePostgres } from '../../helpers/postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  store: PostgresReadStore;
  leases: Leases;
}

requirePostgres('PostgreSQL leases', (cluster) => {
  const test = suite<{ url: string; instances: Instance[]; admin: pg.Client }>('PostgreSQL leases');
  test.before.each(async (ctx) => {
    ctx.url = await (await cluster()).createSchema('leases');
    ctx.instances = [];
    ctx.admin = new pg.Client({ connectionString: ctx.url });
    await ctx.admin.connect();
  });
  test.after.each(async (ctx) => {
    for (const i of ctx.instances) {
      await i.leases.close();
      await i.store.close();
    }
    await ctx.admin.end();
  });

  const instance = async (ctx: { url: string; instances: Instance[] }) => {
    const store = await createPostgresReadStore(ctx.url);
    const i = { store, leases: createPostgresLeases({ url: ctx.url, store, log: () => undefined }) };
    ctx.instances.push(i);
    return i;
  };
  /** Ends an instance's lease connection from the server side, as when its process dies. */
  const killLeaseConnection = async (admin: pg.Client) => {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'internships-for-highschoolers leases%' AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2)`,
    );
    return rowCount;
  };

  test('one holder at a time; a released lease can be taken by another instance', async (ctx) => {
    const [a, b] = [await instance(ctx), await instance(ctx)];
    const held = await a.leases.tryAcquire('projection:users');
    assert.ok(held, 'the first instance gets it');
    assert.is(await b.leases.tryAcquire('projection:users'), null, 'the second does not');
    assert.ok(await b.leases.tryAcquire('projection:blog'), 'another name is free');
    await held!.release();
    assert.ok(await b.leases.tryAcquire('projection:users'), 'free again after release');
  });

  test("a holder whose connection dies loses its leases at once: 'lost' resolves and another instance takes them", async (ctx) => {
    const [a, b] = [await instance(ctx), await instance(ctx)];
    const held = (await a.leases.tryAcquire('projection:users'))!;
    let lost = false;
    void held.lost.then(() => (lost = true));
    assert.is(await killLeaseConnection(ctx.admin), 1);
    const until = Date.now() + 5000;
    let taken = await b.leases.tryAcquire('projection:users');
    while (!taken && Date.now() < until) taken = (await sleep(20), await b.leases.tryAcquire('projection:users'));
    assert.ok(taken, 'the other instance holds it');
    await sleep(50);
    assert.ok(lost, "the old holder was told ('lost' resolved)");
    assert.ok(await a.leases.tryAcquire('projection:blog'), 'the old holder reconnects for new leases');
  });

  test("fencing: the successor waits for the old holder's transaction in flight, and the old holder cannot write after it", async (ctx) => {
    const [a, b] = [await instance(ctx), await instance(ctx)];
    const marks = a.store.collection<{ id: string; by: string }>('marks');
    const held = (await a.leases.tryAcquire('projection:users'))!;

    // The old holder is inside a batch that passed its fence when its lease connection dies.
    let releaseBatch: () => void = () => undefined;
    const batchMayEnd = new Promise<void>((r) => (releaseBatch = r));
    const inFlight = a.store.transaction(async () => {
      await held.fence();
      await marks.upsert({ id: 'm', by: 'old holder' });
      await batchMayEnd;
    });
    await sleep(100);
    await killLeaseConnection(ctx.admin);

    let successor: Awaited<ReturnType<Leases['tryAcquire']>> = null;
    const taking = (async () => {
      while (!successor) successor = (await b.leases.tryAcquire('projection:users')) ?? (await sleep(20), null);
    })();
    await sleep(400);
    assert.is(successor, null, 'the successor is not given the lease while the old batch is in flight');
    releaseBatch();
    await inFlight;
    await taking;
    assert.ok(successor);
    assert.equal(
      await b.store.collection('marks').get('m'),
      { id: 'm', by: 'old holder' },
      'the batch in flight committed before the hand-over',
    );

    // Any later batch of the old holder fails at its fence and writes nothing.
    const late = a.store.transaction(async () => {
      await held.fence();
      await marks.upsert({ id: 'm', by: 'late write' });
    });
    await late.then(
      () => assert.unreachable('the late batch must fail'),
      (error) => assert.instance(error, LeaseLostError),
    );
    assert.equal(await b.store.collection('marks').get('m'), { id: 'm', by: 'old holder' });

    // The successor's own batches pass.
    await b.store.transaction(async () => {
      await successor!.fence();
      await b.store.collection<{ id: string; by: string }>('marks').upsert({ id: 'm', by: 'successor' });
    });
    assert.equal(await a.store.collection('marks').get('m'), { id: 'm', by: 'successor' });
  });

  test('leases of two deployments in two schemas of one database do not collide', async (ctx) => {
    const a = await instance(ctx);
    const otherUrl = await (await cluster()).createSchema('leases_other');
    const store = await createPostgresReadStore(otherUrl);
    const other = { store, leases: createPostgresLeases({ url: otherUrl, store, log: () => undefined }) };
    ctx.instances.push(other);
    assert.ok(await a.leases.tryAcquire('projection:users'));
    assert.ok(await other.leases.tryAcquire('projection:users'));
  });

  test.run();
});
