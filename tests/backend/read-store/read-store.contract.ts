// The contract every ReadStore adapter must pass: readStoreContract(name, factory) registers it as one uvu suite.
import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { compareBy, matches, type Collection, type Filter, type IndexSpec, type ReadStore } from '@backend/read-store/read-store';

interface Item {
  id: string;
  name?: string | null;
  age?: number | null;
  active?: boolean;
  tags?: string[];
  city?: string | null;
  at?: string;
}

/** A collection name no other test (or run on a shared server) uses. */
const uniqueCollection = (label: string) => `contract_${label}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const ids = (docs: readonly { id: string }[]) => docs.map((d) => d.id);
const sorted = (xs: readonly string[]) => [...xs].sort();

const items: Item[] = [
  { id: 'a', name: 'Ada', age: 36, active: true, tags: ['math', 'code'], city: 'London', at: '2025-01-05T00:00:00.000Z' },
  { id: 'b', name: 'Bob', age: 17, active: false, tags: ['art'], city: 'Paris', at: '2025-02-01T00:00:00.000Z' },
  { id: 'c', name: 'Cy', age: 17, active: true, tags: [], city: 'London', at: '2025-01-20T00:00:00.000Z' },
  { id: 'd', name: null, age: 52, active: true, tags: ['code'], city: 'Pune', at: '2024-12-31T00:00:00.000Z' },
  { id: 'e', active: false, city: 'Paris' },
];

export function readStoreContract(name: string, factory: () => Promise<ReadStore>) {
  const test = suite(`read store contract: ${name}`);
  let store: ReadStore;

  test.before(async () => {
    store = await factory();
  });
  test.after(async () => {
    await store.close();
  });

  /** A fresh collection holding `docs`, optionally with indexes declared first. */
  async function seeded(label: string, docs: readonly Item[] = items, indexes: IndexSpec[] = []): Promise<Collection<Item>> {
    const c = store.collection<Item>(uniqueCollection(label));
    for (const f of indexes) await c.ensureIndex(f);
    for (const d of docs) await c.upsert(d);
    return c;
  }
  const findIds = async (c: Collection<Item>, filter: Filter) => sorted(ids(await c.find(filter)));

  test('get of a missing id is null; upsert then get returns the document as given', async () => {
    const c = store.collection<Item>(uniqueCollection('get'));
    assert.is(await c.get('a'), null);
    await c.upsert(items[0]);
    assert.equal(await c.get('a'), items[0]);
  });

  test('upsert replaces the whole document', async () => {
    const c = await seeded('replace');
    await c.upsert({ id: 'a', name: 'Ada King' });
    assert.equal(await c.get('a'), { id: 'a', name: 'Ada King' });
    assert.is(await c.count(), items.length);
  });

  test('a stored document is not changed by later changes to the object it came from', async () => {
    const c = store.collection<Item>(uniqueCollection('copy'));
    const doc: Item = { id: 'x', tags: ['one'] };
    await c.upsert(doc);
    doc.tags!.push('two');
    assert.equal(await c.get('x'), { id: 'x', tags: ['one'] });
  });

  test('getMany returns documents in the order of the ids, leaving missing ones out', async () => {
    const c = await seeded('getmany');
    assert.equal(ids(await c.getMany(['d', 'nope', 'a', 'c'])), ['d', 'a', 'c']);
    assert.equal(await c.getMany([]), []);
    assert.equal(await c.getMany(['b']), [items[1]]);
  });

  test('find: no filter returns everything; equality on strings, numbers and booleans; several fields are ANDed', async () => {
    const c = await seeded('eq');
    assert.equal(await findIds(c, {}), ['a', 'b', 'c', 'd', 'e']);
    assert.equal(await findIds(c, { city: 'London' }), ['a', 'c']);
    assert.equal(await findIds(c, { age: 17 }), ['b', 'c']);
    assert.equal(await findIds(c, { active: false }), ['b', 'e']);
    assert.equal(await findIds(c, { age: 17, active: true }), ['c']);
    assert.equal(await findIds(c, { city: 'Nowhere' }), []);
    assert.equal(await findIds(c, { id: 'b' }), ['b']);
    assert.equal(await c.find({ id: 'b' }), [items[1]], 'documents come back exactly as stored');
  });

  test('find: equality on an array field matches when the array contains the value', async () => {
    const c = await seeded('contains');
    assert.equal(await findIds(c, { tags: 'code' }), ['a', 'd']);
    assert.equal(await findIds(c, { tags: 'art' }), ['b']);
    assert.equal(await findIds(c, { tags: 'none' }), []);
  });

  test('find: $in on scalar fields and on array fields', async () => {
    const c = await seeded('in');
    assert.equal(await findIds(c, { city: { $in: ['Paris', 'Pune'] } }), ['b', 'd', 'e']);
    assert.equal(await findIds(c, { age: { $in: [17, 99] } }), ['b', 'c']);
    assert.equal(await findIds(c, { tags: { $in: ['art', 'math'] } }), ['a', 'b']);
    assert.equal(await findIds(c, { tags: { $in: [] } }), []);
  });

  test('find: $ne on scalars, arrays and null', async () => {
    const c = await seeded('ne');
    assert.equal(await findIds(c, { city: { $ne: 'London' } }), ['b', 'd', 'e']);
    assert.equal(await findIds(c, { tags: { $ne: 'code' } }), ['b', 'c', 'e'], 'an array field matches when it does not contain the value');
    assert.equal(await findIds(c, { name: { $ne: null } }), ['a', 'b', 'c'], '$ne null excludes null and missing');
    assert.equal(await findIds(c, { age: { $ne: 17 } }), ['a', 'd', 'e'], 'a missing field is not equal to a value');
  });

  test('find: range operators on numbers and ISO strings; a missing or null field never matches a range', async () => {
    const c = await seeded('range');
    assert.equal(await findIds(c, { age: { $gt: 17 } }), ['a', 'd']);
    assert.equal(await findIds(c, { age: { $gte: 17 } }), ['a', 'b', 'c', 'd']);
    assert.equal(await findIds(c, { age: { $lt: 36 } }), ['b', 'c']);
    assert.equal(await findIds(c, { age: { $lte: 36 } }), ['a', 'b', 'c']);
    assert.equal(await findIds(c, { age: { $gt: 17, $lt: 52 } }), ['a']);
    assert.equal(await findIds(c, { at: { $gte: '2025-01-01T00:00:00.000Z', $lt: '2025-02-01T00:00:00.000Z' } }), ['a', 'c']);
    assert.equal(await findIds(c, { name: { $gte: 'B' } }), ['b', 'c']);
  });

  test('find: equality with null matches null and missing fields', async () => {
    const c = await seeded('null');
    assert.equal(await findIds(c, { name: null }), ['d', 'e']);
    assert.equal(await findIds(c, { age: null }), ['e']);
  });

  test('find: sort ascending and descending; missing and null values sort first ascending, last descending', async () => {
    const c = await seeded('sort');
    assert.equal(ids(await c.find({}, { sort: { at: 1 } })), ['e', 'd', 'a', 'c', 'b']);
    assert.equal(ids(await c.find({}, { sort: { at: -1 } })), ['b', 'c', 'a', 'd', 'e']);
    assert.equal(ids(await c.find({ active: true }, { sort: { id: -1 } })), ['d', 'c', 'a']);
  });

  test('find: multi-key sort uses the next key on ties (null and missing tie with each other)', async () => {
    const c = await seeded('multisort');
    assert.equal(ids(await c.find({}, { sort: { age: 1, id: -1 } })), ['e', 'c', 'b', 'a', 'd']);
    assert.equal(ids(await c.find({}, { sort: { city: 1, at: -1 } })), ['c', 'a', 'b', 'e', 'd']);
    // d has name null, e has no name: they tie on name, so id decides.
    assert.equal(ids(await c.find({}, { sort: { name: 1, id: -1 } })), ['e', 'd', 'a', 'b', 'c']);
    assert.equal(ids(await c.find({}, { sort: { name: 1, id: 1 } })), ['d', 'e', 'a', 'b', 'c']);
  });

  test('find: skip and limit, after sorting and filtering', async () => {
    const c = await seeded('page');
    assert.equal(ids(await c.find({}, { sort: { id: 1 }, limit: 2 })), ['a', 'b']);
    assert.equal(ids(await c.find({}, { sort: { id: 1 }, skip: 2 })), ['c', 'd', 'e']);
    assert.equal(ids(await c.find({}, { sort: { id: 1 }, skip: 1, limit: 2 })), ['b', 'c']);
    assert.equal(ids(await c.find({ active: true }, { sort: { id: -1 }, skip: 1, limit: 5 })), ['c', 'a']);
    assert.equal(ids(await c.find({}, { sort: { id: 1 }, skip: 10 })), []);
  });

  test('find: $contains is a case-insensitive substring of a string, or of any string of an array; other values never match', async () => {
    const c = await seeded('contains_op');
    assert.equal(await findIds(c, { city: { $contains: 'lon' } }), ['a', 'c']);
    assert.equal(await findIds(c, { city: { $contains: 'ARI' } }), ['b', 'e']);
    assert.equal(await findIds(c, { city: { $contains: '' } }), ['a', 'b', 'c', 'd', 'e'], 'the empty string is in every string');
    assert.equal(await findIds(c, { name: { $contains: 'a' } }), ['a'], 'null and missing names never match');
    assert.equal(await findIds(c, { tags: { $contains: 'OD' } }), ['a', 'd']);
    assert.equal(await findIds(c, { age: { $contains: '1' } }), [], 'numbers are not text');
    assert.equal(await findIds(c, { city: { $contains: 'london paris' } }), []);
  });

  test('find: $or needs one of its filters to match, ANDed with the other fields', async () => {
    const c = await seeded('or');
    assert.equal(await findIds(c, { $or: [{ city: 'Pune' }, { age: 17 }] }), ['b', 'c', 'd']);
    assert.equal(await findIds(c, { active: true, $or: [{ city: 'Pune' }, { age: 17 }] }), ['c', 'd']);
    assert.equal(await findIds(c, { $or: [{ name: { $contains: 'ad' } }, { tags: 'art' }] }), ['a', 'b']);
    assert.equal(await findIds(c, { $or: [] }), [], 'no filter to match');
    assert.is(await c.count({ $or: [{ city: 'Pune' }, { age: 17 }] }), 3);
  });

  test('find: after pages through a sort (keyset paging) exactly as skip does', async () => {
    const c = await seeded('after');
    const sort = { city: 1, id: -1 } as const;
    const all = ids(await c.find({}, { sort }));
    const paged: string[] = [];
    let after: Record<string, string | null> | undefined;
    for (;;) {
      const page = await c.find({}, { sort, limit: 2, after });
      if (page.length === 0) break;
      paged.push(...ids(page));
      const last = page[page.length - 1];
      after = { city: last.city ?? null, id: last.id };
    }
    assert.equal(paged, all);
    assert.equal(ids(await c.find({ active: true }, { sort: { at: -1, id: 1 }, after: { at: '2025-01-20T00:00:00.000Z', id: 'c' } })), ['a', 'd']);
  });

  test('count with and without a filter', async () => {
    const c = await seeded('count');
    assert.is(await c.count(), 5);
    assert.is(await c.count({ city: 'London' }), 2);
    assert.is(await c.count({ tags: 'code', active: true }), 2);
    assert.is(await c.count({ city: 'Nowhere' }), 0);
    assert.is(await store.collection<Item>(uniqueCollection('empty')).count(), 0);
  });

  test('a sorted, limited find is in order also when an index narrows it to a few documents', async () => {
    const c = store.collection<Item>(uniqueCollection('few-sorted'));
    for (const f of ['city', { sorted: { age: -1, id: 1 } }] as IndexSpec[]) await c.ensureIndex(f);
    // Many elsewhere, three in Pune written youngest first: the order must come from the sort, not from the writes.
    for (let i = 0; i < 40; i++) await c.upsert({ id: `x${i}`, name: 'X', city: 'London', age: 10 + (i % 9), tags: [], active: true });
    for (const [id, age] of [['p1', 14], ['p2', 16], ['p3', 18]] as const) await c.upsert({ id, name: 'P', city: 'Pune', age, tags: [], active: true });
    assert.equal((await c.find({ city: 'Pune' }, { sort: { age: -1, id: 1 }, limit: 2 })).map((d) => d.id), ['p3', 'p2']);
    assert.equal((await c.find({ city: 'Pune' }, { sort: { age: -1, id: 1 } })).map((d) => d.id), ['p3', 'p2', 'p1']);
  });

  test('a count asked right after a find of the same filter sees the writes made in between', async () => {
    const c = await seeded('count-after-find');
    const filter = { tags: 'code', active: true };
    const [found, counted] = await Promise.all([c.find(filter, { sort: { age: 1 } }), c.count(filter)]);
    assert.is(counted, found.length);
    await c.upsert({ id: 'z', name: 'Zed', city: 'Pune', age: 15, tags: ['code'], active: true });
    assert.is(await c.count(filter), found.length + 1);
    await c.delete('z');
    await c.find(filter, { sort: { age: 1 } });
    await c.update(found[0].id, { active: false });
    assert.is(await c.count(filter), found.length - 1);
  });

  test('count on its own counts each document once, also one that several $in values or several of its words match', async () => {
    const c = await seeded('count-once', items, ['tags', 'active', { text: 'tags' }, { text: 'name' }]);
    // Ada's tags hold both values; Robo Rob has "rob" in two tags and "ro" in two words of the name.
    assert.is(await c.count({ tags: { $in: ['math', 'code'] } }), 2);
    assert.is(await c.count({ tags: { $in: ['math', 'code'] }, active: true }), 2);
    await c.upsert({ id: 'w', name: 'Robo Rob', tags: ['robots', 'robotics club'], active: true });
    assert.is(await c.count({ tags: { $contains: 'rob' } }), 1);
    assert.is(await c.count({ name: { $contains: 'ro' } }), 1);
    assert.is(await c.count({ $or: [{ name: { $contains: 'rob' } }, { tags: { $contains: 'rob' } }], active: true }), 1);
  });

  test('update sets the given fields only, and answers false (creating nothing) when the document is missing', async () => {
    const c = await seeded('update');
    assert.is(await c.update('b', { age: 18, tags: ['art', 'music'] }), true);
    assert.equal(await c.get('b'), { ...items[1], age: 18, tags: ['art', 'music'] });
    assert.equal(await findIds(c, { tags: 'music' }), ['b']);
    assert.is(await c.update('zzz', { age: 1 }), false);
    assert.is(await c.get('zzz'), null);
    assert.is(await c.count(), 5);
  });

  test('delete removes the document and answers whether there was one', async () => {
    const c = await seeded('delete');
    assert.is(await c.delete('c'), true);
    assert.is(await c.get('c'), null);
    assert.equal(await findIds(c, { city: 'London' }), ['a']);
    assert.is(await c.delete('c'), false);
    assert.is(await c.count(), 4);
  });

  test('ensureIndex gives the same answers, also after upserts, updates and deletes', async () => {
    const plain = await seeded('noindex');
    const indexed = await seeded('indexed', items, ['city', 'tags', 'age', { text: 'city' }, { text: 'name' }, { sorted: { at: -1, id: 1 } }, { compound: ['city', 'age'] }]);
    const late = await seeded('lateindex');
    for (const f of ['city', 'tags', 'age', 'id', { text: 'city' }, { sorted: { at: -1, id: 1 } }, { compound: ['city', 'age'] }] as IndexSpec[]) await late.ensureIndex(f);
    await late.ensureIndex('city'); // declaring twice is harmless
    await late.ensureIndex({ text: 'city' });
    await late.ensureIndex({ sorted: { at: -1, id: 1 } });
    const filters: Filter[] = [
      {},
      { city: 'London' },
      { tags: 'code' },
      { age: 17 },
      { age: null },
      { city: { $in: ['Paris', 'Pune'] } },
      { tags: { $in: ['art', 'math'] } },
      { city: 'London', tags: 'code' },
      { city: { $ne: 'Paris' } },
      { age: { $gte: 17 }, city: 'London' },
      { age: { $gte: 17 }, city: { $in: ['London', 'Paris'] } },
      { id: 'c' },
      { city: { $contains: 'on' } },
      { city: { $contains: 'pari' }, tags: 'art' },
      { $or: [{ city: { $contains: 'pu' } }, { name: { $contains: 'y' } }] },
    ];
    const same = async () => {
      for (const f of filters) {
        const expected = await findIds(plain, f);
        assert.equal(await findIds(indexed, f), expected, `indexed, filter ${JSON.stringify(f)}`);
        assert.equal(await findIds(late, f), expected, `indexed later, filter ${JSON.stringify(f)}`);
        assert.is(await indexed.count(f), expected.length, `indexed, count, filter ${JSON.stringify(f)}`);
        const sorted = ids(await plain.find(f, { sort: { at: -1, id: 1 }, limit: 2 }));
        assert.equal(ids(await indexed.find(f, { sort: { at: -1, id: 1 }, limit: 2 })), sorted, `indexed, sorted, filter ${JSON.stringify(f)}`);
        assert.equal(ids(await late.find(f, { sort: { at: 1, id: -1 }, limit: 2 })), ids(await plain.find(f, { sort: { at: 1, id: -1 }, limit: 2 })), `reversed order`);
      }
    };
    await same();
    for (const c of [plain, indexed, late]) {
      await c.upsert({ id: 'a', city: 'Paris', tags: ['art'] });
      await c.update('b', { city: 'London', age: null });
      await c.delete('d');
      await c.upsert({ id: 'f', city: 'London', tags: ['code', 'art'], age: 17 });
    }
    await same();
  });

  test('a range on the first field of a sorted index (e.g. a minimum stipend) answers as the filter says, in either order', async () => {
    const c = store.collection<Item & { score: number | null; at: string }>(uniqueCollection('ranges'));
    for (const f of ['city', { sorted: { score: -1, id: 1 } }, { sorted: { at: 1, id: 1 } }] as IndexSpec[]) await c.ensureIndex(f);
    const docs = Array.from({ length: 40 }, (_, i) => ({ id: `r${String(i).padStart(2, '0')}`, city: i % 3 ? 'Pune' : 'Paris', tags: [], score: i % 7 === 0 ? null : (i * 37) % 23, at: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` }));
    for (const d of docs) await c.upsert(d);
    const byScore = compareBy({ score: -1, id: 1 }) as unknown as (a: (typeof docs)[number], b: (typeof docs)[number]) => number;
    const byAt = compareBy({ at: 1, id: 1 }) as unknown as (a: (typeof docs)[number], b: (typeof docs)[number]) => number;
    for (const f of [{ score: { $gte: 10 } }, { score: { $gt: 0 } }, { score: { $gte: 3, $lt: 12 } }, { score: { $lte: 2 } }, { score: { $gte: 30 } }, { score: { $gte: 15 }, city: 'Pune' }] as Filter[]) {
      const expected = docs.filter((d) => matches(d as unknown as Record<string, unknown>, f));
      assert.is(await c.count(f), expected.length, JSON.stringify(f));
      assert.equal(ids(await c.find(f, { sort: { score: -1, id: 1 }, limit: 5 })), ids([...expected].sort(byScore).slice(0, 5)), JSON.stringify(f));
      assert.equal(ids(await c.find(f, { sort: { at: 1, id: 1 }, limit: 3 })), ids([...expected].sort(byAt).slice(0, 3)), JSON.stringify(f));
      const last = [...expected].sort(byScore)[1];
      if (last) assert.equal(ids(await c.find(f, { sort: { score: -1, id: 1 }, limit: 4, after: { score: last.score, id: last.id } })), ids([...expected].sort(byScore).slice(2, 6)));
    }
  });

  test('property: find on an indexed collection answers exactly as on an unindexed one (and as the filter semantics say)', async () => {
    const CITIES = ['London', 'Paris', 'Pune'];
    const TAGS = ['a', 'b', 'c'];
    // Optional fields are absent, null or a value (never `undefined`, which no JSON document holds).
    const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const doc = fc.record(
      {
        id: fc.constantFrom('1', '2', '3', '4', '5', '6'),
        city: orNull(fc.constantFrom(...CITIES)),
        tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
        age: orNull(fc.integer({ min: 0, max: 5 })),
        active: fc.boolean(),
      },
      { requiredKeys: ['id'] },
    );
    const operation = fc.oneof(
      { weight: 4, arbitrary: doc.map((d) => ({ op: 'upsert' as const, doc: d })) },
      { weight: 1, arbitrary: doc.map((d) => ({ op: 'update' as const, doc: d })) },
      { weight: 1, arbitrary: fc.constantFrom('1', '2', '3').map((id) => ({ op: 'delete' as const, id })) },
    );
    const condition: Record<string, fc.Arbitrary<unknown>> = {
      city: fc.oneof(fc.constantFrom(...CITIES, null), fc.record({ $in: fc.subarray(CITIES) }), fc.record({ $ne: fc.constantFrom(...CITIES, null) })),
      tags: fc.oneof(fc.constantFrom(...TAGS), fc.record({ $in: fc.subarray(TAGS) }), fc.record({ $ne: fc.constantFrom(...TAGS) })),
      age: fc.oneof(
        fc.integer({ min: 0, max: 5 }),
        fc.constant(null),
        fc.record({ $in: fc.subarray([0, 1, 2, 3, 4, 5]) }),
        fc
          .record({ $gt: fc.integer({ min: 0, max: 5 }), $lte: fc.integer({ min: 0, max: 5 }) }, { requiredKeys: [] })
          .filter((range) => Object.keys(range).length > 0),
      ),
      active: fc.oneof(fc.boolean(), fc.record({ $ne: fc.boolean() })),
    };
    const text = fc.record({ $contains: fc.constantFrom('', 'on', 'PAR', 'un', 'x') });
    const plainFilter = fc.record({ ...condition, city: fc.oneof(condition.city, text) }, { requiredKeys: [] }) as fc.Arbitrary<Filter>;
    const filter = fc.oneof(
      { weight: 3, arbitrary: plainFilter },
      { weight: 1, arbitrary: fc.tuple(plainFilter, fc.array(plainFilter, { maxLength: 3 })).map(([f, or]) => ({ ...f, $or: or }) as Filter) },
    );
    const SORT = { age: -1, id: 1 } as const;

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), fc.array(filter, { minLength: 1, maxLength: 5 }), async (operations, filters) => {
        const plain = store.collection<Item>(uniqueCollection('prop_plain'));
        const indexed = store.collection<Item>(uniqueCollection('prop_indexed'));
        for (const f of ['city', 'tags', 'age', 'active', { text: 'city' }, { sorted: SORT }] as IndexSpec[]) await indexed.ensureIndex(f);
        const model = new Map<string, Item>();
        for (const o of operations) {
          if (o.op === 'upsert') model.set(o.doc.id, o.doc);
          else if (o.op === 'update' && model.has(o.doc.id)) model.set(o.doc.id, { ...model.get(o.doc.id)!, ...o.doc });
          else if (o.op === 'delete') model.delete(o.id);
          for (const c of [plain, indexed]) {
            if (o.op === 'upsert') await c.upsert(o.doc);
            else if (o.op === 'update') await c.update(o.doc.id, o.doc);
            else await c.delete(o.id);
          }
        }
        for (const f of filters) {
          const expected = sorted([...model.values()].filter((d) => matches(d as unknown as Record<string, unknown>, f)).map((d) => d.id));
          // Counted first, on its own (a store may reuse what a find of the same filter read), then after the find.
          assert.is(await indexed.count(f), expected.length, `count, filter ${JSON.stringify(f)}`);
          assert.equal(await findIds(plain, f), expected, `unindexed, filter ${JSON.stringify(f)}`);
          assert.equal(await findIds(indexed, f), expected, `indexed, filter ${JSON.stringify(f)}`);
          assert.is(await indexed.count(f), expected.length);
          // Sorted pages of 2 through the sorted index, by keyset, give the model's order.
          const order = [...model.values()].filter((d) => matches(d as unknown as Record<string, unknown>, f)).sort(compareBy(SORT) as unknown as (a: Item, b: Item) => number).map((d) => d.id);
          const paged: string[] = [];
          for (let after: Record<string, string | number | null> | undefined, page: Item[]; (page = await indexed.find(f, { sort: SORT, limit: 2, after })).length; ) {
            paged.push(...ids(page));
            after = { age: page[page.length - 1].age ?? null, id: page[page.length - 1].id };
          }
          assert.equal(paged, order, `sorted pages, filter ${JSON.stringify(f)}`);
        }
      }),
      { numRuns: 50 },
    );
  });

  test('drop removes one collection with its documents; others stay; the name is usable again', async () => {
    const oneName = uniqueCollection('drop1');
    const one = store.collection<Item>(oneName);
    await one.ensureIndex('city');
    for (const d of items) await one.upsert(d);
    const two = await seeded('drop2');
    await store.drop(oneName);
    await store.drop(uniqueCollection('never-created')); // dropping a missing collection is harmless
    assert.is(await store.collection<Item>(oneName).count(), 0);
    assert.is(await two.count(), items.length);
    const again = store.collection<Item>(oneName);
    await again.upsert(items[0]);
    assert.equal(await again.find({ city: 'London' }), [items[0]]);
  });

  test('deleteMany removes exactly the matching documents and answers how many', async () => {
    const c = await seeded('deleteMany', items, ['city']);
    assert.is(await c.deleteMany({ city: 'Paris' }), 2);
    assert.equal(sorted(ids(await c.find({}))), ['a', 'c', 'd']);
    assert.is(await c.deleteMany({ tags: 'code' }), 2);
    assert.equal(sorted(ids(await c.find({}))), ['c']);
    assert.is(await c.deleteMany({ city: 'Nowhere' }), 0);
    assert.equal(await c.find({ city: 'London' }), [items[2]]);
  });

  test('bulkWrite applies upserts and deletes in order, in one call', async () => {
    const c = await seeded('bulk');
    await c.bulkWrite([
      { upsert: { id: 'f', name: 'Fay', city: 'Pune' } },
      { delete: 'a' },
      { upsert: { id: 'b', name: 'Bea' } },
      { delete: 'f' },
      { upsert: { id: 'f', name: 'Fay again' } },
      { delete: 'nobody' },
    ]);
    assert.is(await c.get('a'), null);
    assert.equal(await c.get('b'), { id: 'b', name: 'Bea' });
    assert.equal(await c.get('f'), { id: 'f', name: 'Fay again' });
    assert.is(await c.count(), items.length);
    await c.bulkWrite([]);
  });

  test('an alias points a name at another collection for later lookups (how readers switch to a rebuild)', async () => {
    const blue = await seeded('blue', items.slice(0, 2));
    const greenName = uniqueCollection('green');
    const green = store.collection<Item>(greenName);
    await green.upsert(items[4]);
    const logical = uniqueCollection('logical');
    assert.is(await store.collection<Item>(logical).count(), 0);
    store.alias(logical, greenName);
    assert.equal(await store.collection<Item>(logical).find({}), [items[4]]);
    assert.is(await blue.count(), 2);
  });

  test.run();
}
