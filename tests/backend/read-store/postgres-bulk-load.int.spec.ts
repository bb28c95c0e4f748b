// The PostgreSQL read store's bulk load (one COPY into a table made in the same transaction): documents read back as they
// were given, awkward characters included, with the added fields; the declared fields' columns answer counts; the pages
// are visible to all without a VACUUM; a load replaces what the collection held; a load in a failed transaction leaves nothing.
import * as assert from 'uvu/assert';
import { tableName } from '@backend/read-store/postgres/postgres-read-store';
import { requirePostgres } from '../../helpers/postgres';
import { postgresReadStoreSuite } from '../../helpers/postgres-read-store-suite';

type Item = { id: string; kind?: string; n?: number; text?: string; tags?: string[] };

const awkward: Item[] = [
  { id: 'tab\there', text: 'a\ttab, a\nnewline, a \\ backslash, a \r return' },
  { id: 'quote"and\\slash', text: '"quoted" \\N is not null here' },
  { id: 'unicode-é-😀', text: 'हिन्दी বাংলা اردو தமிழ் සිංහල', tags: ['x', 'y'] },
  { id: 'nul', text: 'before\u0000after' },
];

requirePostgres('PostgreSQL read store: bulk load', (cluster) => {
  const { test, open } = postgresReadStoreSuite('PostgreSQL read store: bulk load', 'pgbulk', cluster);

  test('documents read back as given, awkward characters included, with the added fields', async (ctx) => {
    const store = await open(ctx);
    await store.bulkLoad!('items', awkward, { _position: '0000000000000042' }, []);
    const read = await store.collection<Item & { _position: string }>('items').find({});
    const byId = new Map(read.map((d) => [d.id, d]));
    for (const doc of awkward) {
      const expected = doc.id === 'nul' ? { ...doc, text: 'before\ufffdafter' } : doc;
      assert.equal(byId.get(doc.id), { ...expected, _position: '0000000000000042' });
    }
    assert.is(read.length, awkward.length);
  });

  test('the declared fields have their columns at once: counts and sorted finds use them, and every page is visible to all', async (ctx) => {
    const store = await open(ctx);
    const docs: Item[] = Array.from({ length: 3000 }, (_, i) => ({ id: `i${String(i).padStart(4, '0')}`, kind: i % 3 === 0 ? 'a' : 'b', n: i }));
    const indexes = ['kind', { sorted: { n: -1 as const } }];
    await store.bulkLoad!('many', docs, {}, indexes);
    const collection = store.collection<Item>('many');
    await collection.ensureIndexes!(indexes);
    assert.is(await collection.count({ kind: 'a' }), 1000);
    assert.equal((await collection.find({ kind: 'b' }, { sort: { n: -1 }, limit: 2 })).map((d) => d.n), [2999, 2998]);
    const table = tableName('many');
    const { rows: columns } = await store.query(`SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attgenerated = 's'`, [`"${table}"`]);
    assert.equal(columns.map((c: { attname: string }) => c.attname).sort(), ['kind#v', 'n#v']);
    const { rows } = await store.query(`SELECT relpages, relallvisible FROM pg_class WHERE oid = $1::regclass`, [`"${table}"`]);
    assert.ok(rows[0].relpages > 0);
    assert.is(rows[0].relallvisible, rows[0].relpages, 'COPY FREEZE left every page visible to all (no VACUUM was run)');
    const { rows: key } = await store.query(`SELECT count(*)::int AS n FROM pg_index WHERE indrelid = $1::regclass AND indisprimary`, [`"${table}"`]);
    assert.is(key[0].n, 1, 'the id is the primary key');
  });

  test('a load replaces what the collection held; later writes go on as usual', async (ctx) => {
    const store = await open(ctx);
    const collection = store.collection<Item>('again');
    await collection.upsert({ id: 'old', kind: 'x' });
    await store.bulkLoad!('again', [{ id: 'new', kind: 'y' } as Item], {}, ['kind']);
    assert.equal(await collection.find({}), [{ id: 'new', kind: 'y' }]);
    await collection.upsert({ id: 'new', kind: 'z' });
    await collection.upsert({ id: 'other', kind: 'z' });
    assert.is(await collection.count({ kind: 'z' }), 2);
  });

  test('a load in a transaction that fails leaves no table behind', async (ctx) => {
    const store = await open(ctx);
    await store
      .transaction(async () => {
        await store.bulkLoad!('never', [{ id: 'a' }], {}, []);
        throw new Error('the rest of the work failed');
      })
      .catch(() => undefined);
    assert.equal(await store.collection('never').find({}), []);
    const { rows } = await store.query(`SELECT to_regclass($1) AS t`, [`"${tableName('never')}"`]);
    assert.is(rows[0].t, null);
  });

  test.run();
});
