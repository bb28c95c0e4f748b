// Counts on the columns of the declared fields (postgres-columns.ts, postgres-column-filter.ts) equal the counts of the
// same filter on the documents (postgres-filter.ts), and `matches`'s where it has no range (ranges: PostgreSQL compares
// numbers with numbers and strings with strings, where `matches` lets JavaScript compare across types), on any filter of
// equality, $in, $ne, null, ranges, id and $or: while the fields hold only scalars (the columns answer) and once some
// document holds an array, an object or a long string there (the documents answer).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { createPostgresReadStore, tableName, type PostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import { columnFilter } from '@backend/read-store/postgres/postgres-column-filter';
import { countExpression } from '@backend/read-store/postgres/postgres-counts';
import { whereClause } from '@backend/read-store/postgres/postgres-filter';
import { Params } from '@backend/read-store/postgres/postgres-keys';
import { matches, type Filter } from '@backend/read-store/read-store';
import { requirePostgres } from '../../helpers/postgres';

type Doc = { id: string } & Record<string, unknown>;
const SCALARS = [0, 1, 1.5, -3, 2, 1e21, 'a', 'B', 'ab', 'é', '😀', '', '1', true, false, null] as const;
const FIELDS = ['a', 'b', 'c'] as const;

function documents(): Doc[] {
  let s = 11;
  const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return Array.from({ length: 80 }, (_, i) => {
    const doc: Doc = { id: `d${String(i).padStart(2, '0')}` };
    for (const f of FIELDS) {
      const k = Math.floor(rnd() * (SCALARS.length + 2));
      if (k < SCALARS.length) doc[f] = SCALARS[k];
    }
    return doc;
  });
}

const scalar = fc.constantFrom(...SCALARS);
const bound = fc.constantFrom(0, 1, 1.5, -3, 2, 'a', 'B', 'ab', '', 'é');
const condition = fc.oneof(
  scalar,
  fc.record({ $in: fc.array(fc.constantFrom(0, 1, 1.5, 'a', 'ab', '1', true, false), { maxLength: 3 }) }),
  fc.record({ $ne: scalar }),
  fc.record({ $gt: bound, $lte: bound }, { requiredKeys: [] }),
  fc.record({ $gte: bound, $lt: bound }, { requiredKeys: [] }),
);
const leaf = fc.dictionary(fc.constantFrom(...FIELDS), condition, { maxKeys: 2 }) as fc.Arbitrary<Filter>;
const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  leaf,
  fc.tuple(leaf, fc.array(leaf, { minLength: 1, maxLength: 2 })).map(([f, $or]) => ({ ...f, $or })),
  fc.tuple(leaf, fc.constantFrom('d05', 'd40', 'x')).map(([f, id]) => ({ ...f, id: { $gte: id } })),
);

requirePostgres('PostgreSQL counts on typed columns', (cluster) => {
  const test = suite<{ store: PostgresReadStore; docs: Doc[] }>('PostgreSQL counts on typed columns');
  test.before(async (ctx) => {
    ctx.store = await createPostgresReadStore(await (await cluster()).createSchema('pgcounts'));
    ctx.docs = documents();
    const c = ctx.store.collection<Doc>('counted');
    await c.bulkWrite(ctx.docs.map((upsert) => ({ upsert })));
    await c.ensureIndexes!(['b', 'c', { sorted: { a: -1, id: 1 } }, { compound: ['b', 'a'] }]);
  });
  test.after(async (ctx) => {
    await ctx.store.close();
  });

  const hasRange = (filter: Filter): boolean =>
    Object.entries(filter).some(([field, cond]) =>
      field === '$or' ? (cond as Filter[]).some(hasRange) : typeof cond === 'object' && cond !== null && !('$in' in cond) && !('$ne' in cond),
    );
  /** The count of the filter on the documents, as the store counted before it had columns. */
  const onDocuments = async (store: PostgresReadStore, filter: Filter) => {
    const p = new Params();
    const { rows } = await store.query(`SELECT count(*)::int AS n FROM "${tableName('counted')}" ${whereClause(filter, p)}`, p.values);
    return rows[0].n as number;
  };
  const checkAll = async ({ store, docs }: { store: PostgresReadStore; docs: Doc[] }) => {
    const c = store.collection<Doc>('counted');
    await fc.assert(
      fc.asyncProperty(filterArb, async (filter) => {
        const expected = await onDocuments(store, filter);
        if (!hasRange(filter)) assert.is(expected, docs.filter((d) => matches(d, filter)).length, `matches: ${JSON.stringify(filter)}`);
        assert.is(await c.count(filter), expected, JSON.stringify(filter));
        // In a transaction (nothing remembered) too.
        assert.is(await store.transaction(() => c.count(filter)), expected, `in a transaction: ${JSON.stringify(filter)}`);
      }),
      { numRuns: 150, seed: 35 },
    );
  };

  test('while the fields hold scalars, every filter on them is written on the columns and counts as matches does', async (ctx) => {
    for (const filter of [{ a: 1 }, { b: { $in: ['a', 1] }, $or: [{ c: null }, { a: { $gt: 'a' } }] }, { id: 'd01', c: { $ne: true } }] as Filter[])
      assert.ok(columnFilter(filter, () => true, new Params()), JSON.stringify(filter));
    assert.is(columnFilter({ b: { $contains: 'a' } }, () => true, new Params()), null, 'a substring is the text index\'s');
    assert.is(columnFilter({ d: 1 }, (f) => f !== 'd', new Params()), null, 'a field without columns');
    await checkAll(ctx);
  });

  test('the count of a range on the order\'s field reads the count index alone (no heap fetch after VACUUM)', async ({ store }) => {
    const t = `"${tableName('counted')}"`;
    const filter: Filter = { a: { $gte: 1 }, b: { $in: ['a', 'B', 1] } };
    const p = new Params();
    const where = whereClause(filter, p);
    const columns = columnFilter(filter, () => true, p);
    const plan = await store.transaction(async () => {
      await store.query('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off');
      const { rows } = await store.query(`EXPLAIN (ANALYZE, FORMAT JSON) SELECT ${countExpression(t, where, columns)}`, p.values);
      return JSON.stringify(rows[0]['QUERY PLAN']);
    });
    assert.match(plan, /"Index Only Scan".*"Index Name":"ix_rm_counted__count__a__id"/s, plan);
    assert.match(plan, /"Heap Fetches":0/, plan);
  });

  test('once a field holds an array, an object or a long string somewhere, counts are made from the documents, still exact', async (ctx) => {
    const c = ctx.store.collection<Doc>('counted');
    const odd: Doc[] = [
      { id: 'o1', a: 2, b: ['a', 1, null], c: 'x' },
      { id: 'o2', a: { x: 1 }, b: 'ab', c: 'y'.repeat(200) },
      { id: 'o3', a: 'y'.repeat(100), b: { $in: 1 }, c: [true, 'B'] },
    ];
    for (const doc of odd) await c.upsert(doc);
    ctx.docs = [...ctx.docs, ...odd];
    await checkAll(ctx);
    for (const doc of odd) await c.delete(doc.id);
    ctx.docs = ctx.docs.filter((d) => !d.id.startsWith('o'));
    await checkAll(ctx);
  });

  test.run();
});
