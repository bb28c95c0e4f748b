// A PostgreSQL page and its count in one statement (findWithCount): the same answers as find and count asked apart, for
// filters with words (read once for both) and without (asked apart), first pages and later ones, none and all matching;
// and a write, the store's own or another store's on the same tables, is in the very next answer. Documents a find reads
// again with the same JSON text are the same frozen objects (parsed once); a changed one is parsed again.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPostgresReadStore, type PostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import type { Filter, FindOptions } from '@backend/read-store/read-store';
import { requirePostgres } from '../../helpers/postgres';

type Posting = { id: string; title: string; city: string; at: number; listed: boolean };
const WORDS = ['video', 'editing', 'data', 'science', 'robotics', 'music'];
const postings = (n: number): Posting[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${String(i).padStart(3, '0')}`,
    title: `${WORDS[i % 6]} ${WORDS[(i * 7) % 6]} ${i}`,
    city: i % 3 ? 'New Delhi' : 'Pune',
    at: (i * 37) % 101,
    listed: i % 5 !== 0,
  }));
const sort = { at: -1, id: 1 } as Record<string, 1 | -1>;
const FILTERS: Filter[] = [
  { listed: true, title: { $contains: 'video' } },
  { listed: true, city: { $contains: 'new delhi' }, $or: [{ title: { $contains: 'data' } }, { title: { $contains: 'music' } }] },
  { title: { $contains: 'nothing like it' } },
  { title: { $contains: 'o' } },
  { listed: true },
];

requirePostgres('PostgreSQL page and count together', (cluster) => {
  const test = suite<{ store: PostgresReadStore; other: PostgresReadStore }>('PostgreSQL page and count together');
  test.before(async (ctx) => {
    const url = await (await cluster()).createSchema('pgpagecount');
    ctx.store = await createPostgresReadStore(url);
    ctx.other = await createPostgresReadStore(url);
    const c = ctx.store.collection<Posting>('postings');
    await c.ensureIndexes!(['listed', { text: 'title' }, { text: 'city' }, { sorted: sort }]);
    await c.bulkWrite(postings(120).map((upsert) => ({ upsert })));
  });
  test.after(async (ctx) => {
    await ctx.store.close();
    await ctx.other.close();
  });

  const apart = async (store: PostgresReadStore, filter: Filter, options: FindOptions) => {
    const c = store.collection<Posting>('postings');
    return { docs: (await c.find(filter, options)).map((d) => d.id), total: await c.count(filter) };
  };
  const together = async (store: PostgresReadStore, filter: Filter, options: FindOptions) => {
    const { docs, total } = await store.collection<Posting>('postings').findWithCount!(filter, options);
    return { docs: docs.map((d) => d.id), total };
  };

  test('the same page and count as find and count, first pages and later ones', async ({ store, other }) => {
    for (const filter of FILTERS)
      for (const limit of [1, 7, 200]) {
        // Asked first together (nothing known yet), then apart on another store (nothing kept there either).
        const first = await together(store, filter, { sort, limit });
        assert.equal(first, await apart(other, filter, { sort, limit }), JSON.stringify({ filter, limit }));
        assert.equal(await together(store, filter, { sort, limit }), first, 'asked again');
        const last = (await store.collection<Posting>('postings').find(filter, { sort, limit }))[limit - 1];
        if (!last) continue;
        const after = { at: last.at, id: last.id };
        assert.equal(await together(store, filter, { sort, limit, after }), await apart(other, filter, { sort, limit, after }), 'a later page');
      }
    assert.equal((await together(store, FILTERS[2], { sort, limit: 5 })).total, 0);
  });

  test("a write, the store's own or another's, is in the very next page and count", async ({ store, other }) => {
    const filter = { listed: true, title: { $contains: 'zebra' } };
    assert.equal(await together(store, filter, { sort, limit: 5 }), { docs: [], total: 0 });
    await store.collection<Posting>('postings').upsert({ id: 'z1', title: 'zebra crossing', city: 'Pune', at: 500, listed: true });
    assert.equal(await together(store, filter, { sort, limit: 5 }), { docs: ['z1'], total: 1 });
    await other.collection<Posting>('postings').upsert({ id: 'z2', title: 'zebra finch', city: 'Pune', at: 600, listed: true });
    // Another instance's write reaches this one's kept answers by notification (the count, by its version, at once).
    let seen = await together(store, filter, { sort, limit: 5 });
    for (let i = 0; i < 50 && seen.docs.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await together(store, filter, { sort, limit: 5 });
    }
    assert.equal(seen, { docs: ['z2', 'z1'], total: 2 });
    await store.collection<Posting>('postings').delete('z2');
    assert.equal(await together(store, filter, { sort, limit: 5 }), { docs: ['z1'], total: 1 });
  });

  test('a document read again with the same text is the same frozen object, and a changed one a new object', async ({ store, other }) => {
    const c = store.collection<Posting>('postings');
    const filter = { title: { $contains: 'robotics' } };
    const [first] = await c.find(filter, { sort, limit: 3 });
    assert.ok(Object.isFrozen(first));
    // Another filter, another statement and answer: the same rows' documents are the objects already parsed.
    const again = await c.find({ listed: first.listed, title: { $contains: first.title } }, { sort, limit: 3 });
    assert.is(again[0], first);
    const city = first.city;
    await other.collection<Posting>('postings').update(first.id, { city: 'Colombo' });
    let changed = (await store.collection<Posting>('postings').findWithCount!({ city: { $contains: 'colombo' } }, { sort, limit: 3 })).docs[0];
    for (let i = 0; i < 50 && !changed; i++) {
      await new Promise((r) => setTimeout(r, 20));
      changed = (await c.find({ city: { $contains: 'colombo' } }, { sort, limit: 3 }))[0];
    }
    assert.is(changed.id, first.id);
    assert.is(changed.city, 'Colombo');
    assert.is.not(changed, first);
    assert.is(first.city, city, 'the object handed out before is unchanged');
  });

  test.run();
});
