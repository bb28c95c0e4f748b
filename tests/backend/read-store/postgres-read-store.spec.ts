// PostgreSQL read store beyond the contract: transactions (all or nothing), real indexes the planner uses, code-point
// string order under a language collation, characters jsonb refuses, several instances sharing the tables, and the
// change notifications that tell each instance of the others' writes.
import pg from 'pg';
import * as assert from 'uvu/assert';
import { tableName } from '@backend/read-store/postgres/postgres-read-store';
import { requirePostgres } from '../../helpers/postgres';
import { postgresReadStoreSuite } from '../../helpers/postgres-read-store-suite';

interface Item {
  id: string;
  name?: string;
  tags?: string[];
}

requirePostgres('PostgreSQL read store', (cluster) => {
  const { test, open } = postgresReadStoreSuite('PostgreSQL read store', 'pgread', cluster);
  const until = async (what: string, ok: () => boolean | Promise<boolean>) => {
    const started = Date.now();
    while (!(await ok())) {
      if (Date.now() - started > 5000) assert.unreachable(`waited 5 s for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  test('a transaction commits all its writes together, in every collection, or none of them', async (ctx) => {
    const store = await open(ctx);
    const docs = store.collection<Item>('docs');
    const marks = store.collection<{ id: string; at: string }>('marks');
    await store.transaction(async () => {
      await docs.bulkWrite([{ upsert: { id: 'a' } }, { upsert: { id: 'b' } }]);
      await marks.upsert({ id: 'docs', at: '2' });
    });
    const failing = store.transaction(async () => {
      await docs.bulkWrite([{ delete: 'a' }, { upsert: { id: 'c' } }]);
      await marks.update('docs', { at: '3' });
      assert.is(await docs.count(), 2, 'the transaction sees its own writes');
      throw new Error('the batch failed half-way');
    });
    await failing.then(
      () => assert.unreachable('the transaction should fail'),
      (error: Error) => assert.is(error.message, 'the batch failed half-way'),
    );
    assert.equal(
      (await docs.find({}, { sort: { id: 1 } })).map((d) => d.id),
      ['a', 'b'],
      'no document of the failed transaction',
    );
    assert.is((await marks.get('docs'))?.at, '2', 'nor its mark');
  });

  test('a transaction that creates a collection and fails leaves no table behind; the next write creates it', async (ctx) => {
    const store = await open(ctx);
    await store
      .transaction(async () => {
        await store.collection<Item>('fresh').upsert({ id: 'x' });
        throw new Error('no');
      })
      .catch(() => undefined);
    assert.is(await store.collection<Item>('fresh').count(), 0);
    await store.collection<Item>('fresh').upsert({ id: 'y' });
    assert.equal(await store.collection<Item>('fresh').find({}), [{ id: 'y' }]);
  });

  test('ensureIndex creates a GIN expression index that the planner uses for equality on scalars and arrays', async (ctx) => {
    const store = await open(ctx);
    const c = store.collection<Item>('indexed');
    await c.ensureIndex('name');
    await c.ensureIndex('tags');
    await c.bulkWrite(Array.from({ length: 200 }, (_, i) => ({ upsert: { id: `d${i}`, name: `n${i}`, tags: [`t${i % 10}`] } })));
    const { rows } = await store.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 ORDER BY indexname`, [
      tableName('indexed'),
    ]);
    assert.is(rows.length, 3, 'the primary key and two indexes');
    assert.ok(rows.filter((r) => /USING gin/.test(r.indexdef)).length === 2, JSON.stringify(rows));
    for (const [where, index] of [
      [`(doc -> 'name') @> '"n7"'::jsonb`, 'name'],
      [`(doc -> 'tags') @> '"t3"'::jsonb`, 'tags'],
    ]) {
      // With 200 rows a sequential scan is cheaper; forbidding it shows whether the index can serve the filter.
      const plan = await store.transaction(async () => {
        await store.query('SET LOCAL enable_seqscan = off');
        return (await store.query(`EXPLAIN SELECT doc FROM "rm_indexed" WHERE ${where}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      assert.match(plan, new RegExp(`Index Scan on ix_rm_indexed__${index}`), plan);
    }
    assert.equal((await c.find({ tags: 't3' })).length, 20);
  });

  test('strings compare in code-point order (as in JavaScript) although the database collates en-US', async (ctx) => {
    const store = await open(ctx);
    const collation = (await store.query(`SELECT datlocprovider, daticulocale FROM pg_database WHERE datname = current_database()`)).rows[0];
    assert.equal(collation, { datlocprovider: 'i', daticulocale: 'en-US' }, 'the test database collates by language');
    const c = store.collection<Item>('strings');
    const names = ['a', 'B', 'a-b', 'ab', 'A', 'b', 'Z', '_'];
    for (const [i, name] of names.entries()) await c.upsert({ id: `i${i}`, name });
    assert.equal(
      (await c.find({}, { sort: { name: 1 } })).map((d) => d.name),
      [...names].sort(),
    );
    assert.equal(
      (await c.find({}, { sort: { name: -1 } })).map((d) => d.name),
      [...names].sort().reverse(),
    );
    assert.equal((await c.find({ name: { $gt: 'B' } })).map((d) => d.name!).sort(), names.filter((n) => n > 'B').sort());
    assert.equal(
      (await c.find({}, { sort: { id: -1 } })).map((d) => d.id),
      names
        .map((_, i) => `i${i}`)
        .sort()
        .reverse(),
    );
  });

  test('U+0000 and lone surrogates, which jsonb refuses, are stored as U+FFFD instead of failing the write', async (ctx) => {
    const store = await open(ctx);
    const c = store.collection<Item>('odd');
    await c.upsert({ id: 'x', name: 'a\u0000b', tags: ['\ud800', 'ok \ud83d\ude00'] });
    assert.equal(await c.get('x'), { id: 'x', name: 'a\ufffdb', tags: ['\ufffd', 'ok \ud83d\ude00'] });
  });

  test('instances share collections: a drop by one reads as empty in the other, which can write it again', async (ctx) => {
    const [a, b] = [await open(ctx), await open(ctx)];
    await a.collection<Item>('shared').upsert({ id: '1' });
    assert.equal(await b.collection<Item>('shared').get('1'), { id: '1' });
    await a.drop('shared');
    assert.equal(await b.collection<Item>('shared').find({}), []);
    assert.is(await b.collection<Item>('shared').get('1'), null);
    await b.collection<Item>('shared').upsert({ id: '2' });
    assert.equal(await a.collection<Item>('shared').find({}), [{ id: '2' }]);
  });

  test('several instances creating the same collections and indexes at once do not trip over each other', async (ctx) => {
    const stores = await Promise.all([1, 2, 3, 4].map(() => open(ctx)));
    await Promise.all(
      stores.flatMap((s, i) =>
        ['p', 'q', 'r'].map(async (name) => {
          const c = s.collection<Item>(name);
          await c.ensureIndex('name');
          await c.upsert({ id: `from-${i}`, name });
        }),
      ),
    );
    for (const name of ['p', 'q', 'r']) assert.is(await stores[0].collection(name).count(), 4);
  });

  test("another instance's committed writes move a collection's notified count; a rolled-back one does not", async (ctx) => {
    const [a, b] = [await open(ctx), await open(ctx)];
    const seen = b.collection<Item>('heard');
    assert.is(b.collection<Item>('heard'), seen, 'one object per collection, so that an answer made from it can be checked later');
    await a.collection<Item>('heard').upsert({ id: 'first' });
    // The first question starts listening: unknown until then.
    await until('listening', () => seen.notifiedChangeCount!() !== undefined);
    const before = seen.notifiedChangeCount!();
    await a.collection<Item>('heard').upsert({ id: 'second' });
    await until("the other instance's write to be heard", () => seen.notifiedChangeCount!() !== before);
    const afterWrite = seen.notifiedChangeCount!();
    await a
      .transaction(async () => {
        await a.collection<Item>('heard').upsert({ id: 'never' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Notifications arrive in commit order: once a later write is heard, the rolled-back one would have been too.
    const elsewhere = b.collection<Item>('elsewhere');
    const elsewhereBefore = elsewhere.notifiedChangeCount!();
    await a.collection<Item>('elsewhere').upsert({ id: 'x' });
    await until('the later write to another table to be heard', () => elsewhere.notifiedChangeCount!() !== elsewhereBefore);
    assert.is(seen.notifiedChangeCount!(), afterWrite, 'neither a rolled-back write nor another table moves it');
    await b.collection<Item>('heard').upsert({ id: 'own' });
    await until("the instance's own write to be heard", () => seen.notifiedChangeCount!() !== afterWrite);
  });

  test('a document read by id is kept while its table is unchanged: another instance\'s write is seen once heard, its own at once, a drop too', async (ctx) => {
    const [a, b] = [await open(ctx), await open(ctx)];
    const mine = b.collection<Item>('kept');
    await a.collection<Item>('kept').upsert({ id: 'u1', name: 'first' });
    await until('listening', () => mine.notifiedChangeCount!() !== undefined);
    const first = await mine.get('u1');
    assert.equal(first, { id: 'u1', name: 'first' });
    assert.ok(Object.isFrozen(first), 'a kept document is frozen: every reader gets the same');
    assert.is(await mine.get('u1'), first, 'read again: the same object, from memory');
    assert.equal(await mine.find({ name: 'first' }), [first]);
    // Changed behind the trigger's back (no notice): still the kept one, which shows that no query was made.
    await b.query(`ALTER TABLE ${pg.escapeIdentifier(tableName('kept'))} DISABLE TRIGGER read_store_version`);
    await b.query(`UPDATE ${pg.escapeIdentifier(tableName('kept'))} SET doc = '{"id":"u1","name":"unheard"}' WHERE id = 'u1'`);
    await b.query(`ALTER TABLE ${pg.escapeIdentifier(tableName('kept'))} ENABLE TRIGGER read_store_version`);
    assert.is(await mine.get('u1'), first);
    assert.equal(await mine.find({ name: 'first' }), [first], 'a find read before the change is kept too');
    const many = await mine.getMany(['none', 'u1', 'u1']);
    assert.is(many.length, 2);
    assert.ok(many[0] === first && many[1] === first, 'getMany answers kept documents from memory too');
    // Another instance's write: heard, then read again.
    await a.collection<Item>('kept').update('u1', { name: 'second' });
    await until("the other instance's write to be seen", async () => (await mine.get('u1'))?.name === 'second');
    assert.equal(await mine.find({ name: 'first' }), [], "the find is made again after the other instance's write");
    // Its own write: seen by the next read, with no wait.
    await mine.update('u1', { name: 'third' });
    assert.is((await mine.get('u1'))?.name, 'third');
    // Inside a transaction: read from the table (the transaction's own writes), and nothing of it kept.
    await b
      .transaction(async () => {
        await mine.update('u1', { name: 'uncommitted' });
        assert.is((await mine.get('u1'))?.name, 'uncommitted');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    assert.is((await mine.get('u1'))?.name, 'third');
    // No such document: kept as missing too, until the table changes.
    assert.is(await mine.get('later'), null);
    await a.collection<Item>('kept').upsert({ id: 'later' });
    await until("the other instance's new document to be seen", async () => (await mine.get('later')) !== null);
    // Dropped by another instance: gone here too once heard, not answered from memory.
    await a.drop('kept');
    await until('the drop to be seen', async () => (await mine.get('u1')) === null);
  });

  test('a broken LISTEN connection is replaced: counts are unknown meanwhile, then all move on, and writes are heard again', async (ctx) => {
    const [a, b] = [await open(ctx), await open(ctx)];
    const seen = b.collection<Item>('relisten');
    await until('listening', () => seen.notifiedChangeCount!() !== undefined);
    const before = seen.notifiedChangeCount!();
    const admin = new pg.Client({ connectionString: ctx.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN read_store_changes' AND datname = current_database()`,
      );
      assert.is(killed.rowCount, 1, 'the LISTEN connection was found and ended');
      await until('the loss to be noticed', () => seen.notifiedChangeCount!() === undefined);
      await until('listening again', () => seen.notifiedChangeCount!() !== undefined);
      assert.is.not(seen.notifiedChangeCount!(), before, 'a write missed while nobody listened cannot keep an old answer');
      const again = seen.notifiedChangeCount!();
      await a.collection<Item>('relisten').upsert({ id: 'after' });
      await until("the other instance's write to be heard", () => seen.notifiedChangeCount!() !== again);
    } finally {
      await admin.end();
    }
  });

  test.run();
});
