// The PostgreSQL read store's columns of words (issue 35): a text field's lower-cased text kept in a generated column with
// its trigram index, which `$contains` reads instead of lower-casing each document. A table made before them gets them (and
// loses the former index on the expression); a reader that remembered a column the table no longer has answers all the same.
import * as assert from 'uvu/assert';
import { tableName } from '@backend/read-store/postgres/postgres-read-store';
import { matches, type Filter } from '@backend/read-store/read-store';
import { requirePostgres } from '../../helpers/postgres';
import { postgresReadStoreSuite } from '../../helpers/postgres-read-store-suite';

interface Item {
  id: string;
  name?: string | null;
  tags?: string[];
}

const DOCS: Item[] = Array.from({ length: 60 }, (_, i) => ({
  id: `o${String(i).padStart(2, '0')}`,
  name: i % 7 === 0 ? null : `${['Robotics', 'Événements', 'Wildlife'][i % 3]} club ${i}`,
  tags: i % 5 === 0 ? [] : [`Tag ${i % 4}`, 'ÜBER'],
}));
const FILTERS: Filter[] = [{ name: { $contains: 'ÉVÉN' } }, { name: { $contains: 'club 1' } }, { tags: { $contains: 'über' } }, { $or: [{ name: { $contains: 'wild' } }, { tags: { $contains: 'tag 3' } }] }];
const expected = (filter: Filter) => DOCS.filter((d) => matches(d as unknown as Record<string, unknown>, filter)).map((d) => d.id);

requirePostgres('PostgreSQL read store: columns of words', (cluster) => {
  const { test, open } = postgresReadStoreSuite('PostgreSQL read store: columns of words', 'pgwords', cluster);
  const columnsOf = async (store: Awaited<ReturnType<typeof open>>, table: string) =>
    (await store.query(`SELECT attname FROM pg_attribute WHERE attrelid = to_regclass($1) AND attgenerated = 's' AND NOT attisdropped ORDER BY attname`, [`"${table}"`])).rows.map((r) => r.attname as string);
  const indexesOf = async (store: Awaited<ReturnType<typeof open>>, table: string) =>
    (await store.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 ORDER BY indexname`, [table])).rows.map((r) => r.indexname as string);

  test('a table made before the columns of words gets them, loses the index on the expression, and answers the same', async (ctx) => {
    const store = await open(ctx);
    const table = tableName('oldwords');
    const t = `"${table}"`;
    // pg_trgm lives in the schema of the suite that made it first.
    await store.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const trgm = (await store.query(`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`)).rows[0].schema as string;
    await store.query(`CREATE TABLE ${t} (id text PRIMARY KEY, doc jsonb NOT NULL)`);
    await store.query(`CREATE INDEX "ix_rm_oldwords__name__trgm" ON ${t} USING gin (lower(doc ->> 'name') ${trgm}.gin_trgm_ops)`);
    await store.query(`INSERT INTO ${t} SELECT d->>'id', d FROM jsonb_array_elements($1::jsonb) AS d`, [JSON.stringify(DOCS)]);
    const c = (await open(ctx)).collection<Item>('oldwords');
    for (const filter of FILTERS) assert.equal((await c.find(filter, { sort: { id: 1 } })).map((d) => d.id), expected(filter), `before: ${JSON.stringify(filter)}`);
    await c.ensureIndexes!([{ text: 'name' }, { text: 'tags' }]);
    assert.equal(await columnsOf(store, table), ['name#a', 'name#t', 'tags#a', 'tags#t']);
    assert.equal(await indexesOf(store, table), ['ix_rm_oldwords__name__words', 'ix_rm_oldwords__tags__words', 'rm_oldwords_pkey']);
    const fresh = (await open(ctx)).collection<Item>('oldwords');
    for (const filter of FILTERS) {
      assert.equal((await fresh.find(filter, { sort: { id: 1 } })).map((d) => d.id), expected(filter), `after: ${JSON.stringify(filter)}`);
      assert.is(await fresh.count(filter), expected(filter).length, `count: ${JSON.stringify(filter)}`);
      const page = await fresh.findWithCount!(filter, { sort: { id: 1 }, limit: 3 });
      assert.equal([page.docs.map((d) => d.id), page.total], [expected(filter).slice(0, 3), expected(filter).length], `page: ${JSON.stringify(filter)}`);
    }
    // A write after: the generated columns follow the documents.
    await fresh.upsert({ id: 'z1', name: 'ÉVÉNEMENTS extra', tags: ['über'] });
    assert.ok((await fresh.find({ name: { $contains: 'événements ex' } })).some((d) => d.id === 'z1'));
  });

  test('rows with columns of words are not compressed below 8 KB: made by a bulk load or given the columns later', async (ctx) => {
    const store = await open(ctx);
    // A document of 1.4 KB whose columns of words take its row past 2 KB, where PostgreSQL would compress it.
    const long = (i: number): Item => ({ id: `l${i}`, name: `Robotics ${'club of the school '.repeat(70)}${i}`, tags: ['Über'] });
    const compressed = async (name: string) =>
      Number((await store.query(`SELECT count(*) FILTER (WHERE pg_column_compression(doc) IS NOT NULL) AS n FROM "${tableName(name)}"`)).rows[0].n);
    await store.bulkLoad!('loaded', Array.from({ length: 20 }, (_, i) => long(i)), {}, [{ text: 'name' }, { text: 'tags' }]);
    const loaded = store.collection<Item>('loaded');
    await loaded.ensureIndexes!([{ text: 'name' }, { text: 'tags' }]);
    await loaded.upsert(long(99));
    assert.is(await compressed('loaded'), 0, 'made by a bulk load');
    const later = store.collection<Item>('later');
    await later.bulkWrite(Array.from({ length: 20 }, (_, i) => ({ upsert: long(i) })));
    await later.ensureIndexes!([{ text: 'name' }, { text: 'tags' }]);
    await later.upsert(long(99));
    assert.is(await compressed('later'), 0, 'given the columns later');
    assert.is((await later.find({ name: { $contains: 'CLUB OF THE SCHOOL 99' } })).length, 1);
  });

  test('a reader that remembered a column of words the table lost (made anew elsewhere) reads again without it', async (ctx) => {
    const store = await open(ctx);
    const c = store.collection<Item>('lostwords');
    await c.ensureIndexes!([{ text: 'name' }, { text: 'tags' }]);
    await c.bulkWrite(DOCS.map((upsert) => ({ upsert })));
    const filter = FILTERS[3];
    assert.equal((await c.find(filter, { sort: { id: 1 } })).map((d) => d.id), expected(filter));
    // As if another instance had dropped the table and made it again by older code: no columns of words.
    await store.query(`ALTER TABLE "${tableName('lostwords')}" DROP COLUMN "name#t", DROP COLUMN "tags#t", DROP COLUMN "name#a", DROP COLUMN "tags#a"`);
    await c.upsert({ id: 'z2', name: 'Wild one' });
    const now = [...expected(filter), 'z2'];
    assert.equal((await c.find(filter, { sort: { id: 1 } })).map((d) => d.id), now, 'find');
    assert.is(await c.count(filter), now.length, 'count');
    const page = await c.findWithCount!({ ...filter, id: { $ne: 'none' } }, { sort: { id: 1 }, limit: 2 });
    assert.equal([page.docs.map((d) => d.id), page.total], [now.slice(0, 2), now.length], 'page and count');
  });

  test.run();
});
