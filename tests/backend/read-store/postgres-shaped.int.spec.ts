// The PostgreSQL read store shaped for its queries (issue 35): counts remembered until any instance writes, tables made by
// older code (no version, no new indexes) opening and answering, $contains through the trigram LIKE with characters LIKE
// or JSON treat specially, and keyset pages over fields of mixed types in the typed sort keys' order.
import * as assert from 'uvu/assert';
import { tableName, type PostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import { matches, type Filter, type SortKey } from '@backend/read-store/read-store';
import { requirePostgres } from '../../helpers/postgres';
import { postgresReadStoreSuite } from '../../helpers/postgres-read-store-suite';

interface Item {
  id: string;
  name?: string | null;
  tags?: string[];
  v?: string | number | boolean | null;
}

requirePostgres('PostgreSQL read store shaped for its queries', (cluster) => {
  const { test, open } = postgresReadStoreSuite('PostgreSQL read store shaped for its queries', 'pgshaped', cluster);
  /** How many statements of the form `SELECT count(*)` reached the server's statistics (counted, not remembered). */
  const countsRun = async (store: PostgresReadStore, table: string) =>
    Number((await store.query(`SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) AS n FROM pg_stat_user_tables WHERE relname = $1`, [table])).rows[0].n);

  test('a count is remembered until the collection changes, by this instance or another; a transaction never reuses one', async (ctx) => {
    const [a, b] = [await open(ctx), await open(ctx)];
    const c = a.collection<Item>('counted');
    await c.bulkWrite(Array.from({ length: 30 }, (_, i) => ({ upsert: { id: `i${i}`, name: i % 3 === 0 ? 'x' : 'y' } })));
    const filter: Filter = { name: 'x' };
    assert.is(await c.count(filter), 10);
    await a.query(`SELECT pg_stat_force_next_flush()`);
    const before = await countsRun(a, tableName('counted'));
    assert.is(await c.count(filter), 10);
    assert.is(await c.count(filter), 10);
    await a.query(`SELECT pg_stat_force_next_flush()`);
    assert.is(await countsRun(a, tableName('counted')), before, 'answered without reading the table');
    // Another instance writes: the version moves with its commit.
    await b.collection<Item>('counted').upsert({ id: 'new', name: 'x' });
    assert.is(await c.count(filter), 11);
    await b.collection<Item>('counted').update('new', { name: 'y' });
    assert.is(await c.count(filter), 10);
    await b.collection<Item>('counted').deleteMany({ name: 'y' });
    assert.is(await c.count(filter), 10);
    assert.is(await c.count(), 10);
    // Inside a transaction that is rolled back: its count sees its writes, and nothing of it is remembered.
    await a
      .transaction(async () => {
        await c.upsert({ id: 'gone', name: 'x' });
        assert.is(await c.count(filter), 11);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    assert.is(await c.count(filter), 10);
    await a.drop('counted');
    assert.is(await c.count(filter), 0);
    await c.upsert({ id: 'again', name: 'x' });
    assert.is(await c.count(filter), 1, 'a collection made again after a drop is counted afresh');
  });

  test('a table made by older code (no version, no typed indexes) opens: indexes are added, counts stay right', async (ctx) => {
    const store = await open(ctx);
    const t = `"${tableName('legacy')}"`;
    await store.query(`CREATE TABLE ${t} (id text PRIMARY KEY, doc jsonb NOT NULL)`);
    await store.query(`CREATE INDEX "ix_rm_legacy__name" ON ${t} USING gin ((doc -> 'name'))`);
    await store.query(`INSERT INTO ${t} SELECT 'o' || i, jsonb_build_object('id', 'o' || i, 'name', 'n' || (i % 4), 'v', i) FROM generate_series(1, 40) AS i`);
    const reader = (await open(ctx)).collection<Item>('legacy');
    assert.is(await reader.count({ name: 'n1' }), 10, 'counted without a version');
    assert.is(await reader.count({ name: 'n1' }), 10);
    await store.query(`INSERT INTO ${t} VALUES ('o99', '{"id": "o99", "name": "n1"}')`);
    assert.is(await reader.count({ name: 'n1' }), 11, 'no version: counted every time, so an unseen write is seen');
    const c = store.collection<Item>('legacy');
    await c.ensureIndexes!(['name', { text: 'name' }, { sorted: { v: -1, id: 1 } }]);
    const { rows } = await store.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [tableName('legacy')]);
    assert.is(rows[0].n, 7, 'the primary key, the old GIN index, the two new ones, the count index of the order and the two fields\' partial ones');
    assert.equal((await c.find({ name: { $contains: 'N1' } }, { sort: { v: -1, id: 1 }, limit: 3 })).map((d) => d.id), ['o37', 'o33', 'o29']);
    await store.query(`INSERT INTO ${t} VALUES ('o98', '{"id": "o98", "name": "n1"}')`);
    assert.is(await reader.count({ name: 'n1' }), 12, 'a write by SQL (older code) moves the version too, once the trigger is there');
    // The instance that added the columns counts on them: the same answers.
    assert.is(await c.count({ name: 'n1' }), 12);
    assert.is(await c.count({ v: { $gte: 20 }, name: { $in: ['n0', 'n1'] } }), 11);
  });

  test('$contains through LIKE: %, _, backslash and quotes are literal, in strings and in arrays', async (ctx) => {
    const store = await open(ctx);
    const c = store.collection<Item>('texts');
    await c.ensureIndexes!([{ text: 'name' }, { text: 'tags' }]);
    const docs: Item[] = [
      { id: 'a', name: '100% Fun', tags: ['a_b', 'Say "hi"'] },
      { id: 'b', name: 'a_b\\c', tags: ['100 percent'] },
      { id: 'c', name: 'AxB', tags: ['back\\slash', 'new\nline'] },
      { id: 'd', name: null, tags: [] },
      { id: 'e', tags: ['x'] },
    ];
    for (const d of docs) await c.upsert(d);
    for (const needle of ['%', '_', 'a_b', '\\', '\\c', '"hi', '0% f', 'b', '', '", "', 'w\nl', '["', 'X'])
      for (const field of ['name', 'tags']) {
        const filter: Filter = { [field]: { $contains: needle } };
        const expected = docs.filter((d) => matches(d as unknown as Record<string, unknown>, filter)).map((d) => d.id);
        assert.equal((await c.find(filter, { sort: { id: 1 } })).map((d) => d.id), expected, `${field} contains ${JSON.stringify(needle)}`);
      }
  });

  test('$in is one `@> ANY` of JSON values: quotes, backslashes, booleans and numbers, on scalars and arrays', async (ctx) => {
    const store = await open(ctx);
    const c = store.collection<Item>('ins');
    await c.ensureIndexes!(['v', 'tags']);
    const docs: Item[] = [
      { id: 'a', v: 'say "hi"', tags: ['back\\slash', '{x,y}'] },
      { id: 'b', v: true, tags: ['NULL'] },
      { id: 'c', v: 5, tags: [] },
      { id: 'd', v: '5' },
      { id: 'e', v: null },
    ];
    for (const d of docs) await c.upsert(d);
    for (const filter of [
      { v: { $in: ['say "hi"', 5] } },
      { v: { $in: [true, 'x'] } },
      { v: { $in: ['5'] } },
      { tags: { $in: ['back\\slash', 'NULL'] } },
      { tags: { $in: ['{x,y}'] } },
    ] as Filter[]) {
      const expected = docs.filter((d) => matches(d as unknown as Record<string, unknown>, filter)).map((d) => d.id);
      assert.equal((await c.find(filter, { sort: { id: 1 } })).map((d) => d.id), expected, JSON.stringify(filter));
    }
  });

  test('keyset pages over a field of mixed types follow its sort exactly, in both directions, with a sorted index', async (ctx) => {
    const store = await open(ctx);
    const c = store.collection<Item>('mixed');
    await c.ensureIndexes!([{ sorted: { v: 1, id: 1 } }]);
    const values: Array<Item['v'] | undefined> = [3, -1.5, 'b', 'B', '', true, false, null, undefined, 10, 'a', 3];
    for (const [i, v] of values.entries()) await c.upsert(v === undefined ? { id: `m${i}` } : { id: `m${i}`, v });
    for (const sort of [{ v: 1, id: 1 }, { v: -1, id: -1 }, { v: -1, id: 1 }] as const) {
      const all = (await c.find({}, { sort })).map((d) => d.id);
      const paged: string[] = [];
      let after: Record<string, SortKey> | undefined;
      for (let page: Item[]; (page = await c.find({}, { sort, limit: 2, after })).length; ) {
        paged.push(...page.map((d) => d.id));
        const last = page[page.length - 1];
        after = { v: last.v ?? null, id: last.id };
      }
      assert.equal(paged, all, JSON.stringify(sort));
    }
    const ascending = (await c.find({}, { sort: { v: 1, id: 1 } })).map((d) => d.v ?? null);
    assert.equal(ascending, [null, null, false, true, '', 'B', 'a', 'b', -1.5, 3, 3, 10], 'missing and null, booleans, strings (code points), numbers');
    assert.equal((await c.find({}, { sort: { v: -1, id: -1 } })).map((d) => d.v ?? null), [...ascending].reverse());
    assert.equal((await c.find({ v: { $lte: 3 } }, { sort: { id: 1 } })).map((d) => d.id), ['m0', 'm1', 'm11'], 'an upper bound leaves non-numbers out');
    assert.equal((await c.find({ v: { $lt: 'b' } }, { sort: { id: 1 } })).map((d) => d.id), ['m10', 'm3', 'm4'], 'a string range: strings only');
  });

  test.run();
});
