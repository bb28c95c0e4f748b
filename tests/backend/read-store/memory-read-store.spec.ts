// The in-memory read store makes the indexes of large collections after their declaration, a slice at a time between other
// work: whatever is written and asked meanwhile, every answer is the one an unindexed collection gives.
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { Collection, Doc, Filter, IndexSpec } from '@backend/read-store/read-store';

type Person = Doc & { city: string; tags: string[]; age: number | null; name: string };
const CITIES = ['London', 'Paris', 'Pune', 'Dhaka'];
const TAGS = ['art', 'code', 'math'];
const NAMES = ['Asha Rao', 'Bilal Khan', 'Chitra Perera', 'Dev Shah'];
const INDEXES: IndexSpec[] = ['city', 'tags', 'age', { text: 'name' }, { sorted: { age: -1, id: 1 } }];
const FILTERS: Filter[] = [
  { city: 'London' },
  { tags: 'code' },
  { age: 17 },
  { city: { $in: ['Paris', 'Pune'] }, tags: 'art' },
  { name: { $contains: 'sha' } },
  { $or: [{ city: 'Dhaka' }, { name: { $contains: 'khan' } }] },
];

const person = (i: number, seed: number): Person => ({
  id: `p${i}`,
  city: CITIES[(i + seed) % CITIES.length],
  tags: TAGS.filter((_, k) => (i + seed + k) % 3 !== 0),
  age: (i + seed) % 5 === 0 ? null : 14 + ((i + seed) % 5),
  name: NAMES[(i * 7 + seed) % NAMES.length],
});

const ids = (docs: Doc[]) => docs.map((d) => d.id).sort();
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function same(indexed: Collection<Person>, plain: Collection<Person>, filter: Filter, label: string) {
  assert.equal(ids(await indexed.find(filter)), ids(await plain.find(filter)), `${label}: find ${JSON.stringify(filter)}`);
  assert.is(await indexed.count(filter), await plain.count(filter), `${label}: count ${JSON.stringify(filter)}`);
  const page = { sort: { age: -1 as const, id: 1 as const }, limit: 5 };
  assert.equal((await indexed.find(filter, page)).map((d) => d.id), (await plain.find(filter, page)).map((d) => d.id), `${label}: sorted page`);
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), i: fc.nat(1_499), seed: fc.nat(20) }),
  fc.record({ kind: fc.constant('delete' as const), i: fc.nat(1_499) }),
  fc.record({ kind: fc.constant('turn' as const) }),
  fc.record({ kind: fc.constant('ask' as const), filter: fc.constantFrom(...FILTERS) }),
);

test('property: indexes made in slices answer like no index, through writes, deletes and queries while they are being made', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
      // Every index is made later (none at once) and a slice adds 256 documents: a build of 1,200 takes five turns.
      const store = createMemoryReadStore({ indexesAtOnceUpTo: 0, buildSliceMs: 0 });
      const indexed = store.collection<Person>('indexed');
      const plain = createMemoryReadStore().collection<Person>('plain');
      for (let i = 0; i < 1_200; i++) for (const c of [indexed, plain]) await c.upsert(person(i, 0));
      for (const spec of INDEXES) await indexed.ensureIndex(spec);
      for (const s of steps) {
        if (s.kind === 'write') for (const c of [indexed, plain]) await c.upsert(person(s.i, s.seed));
        else if (s.kind === 'delete') for (const c of [indexed, plain]) await c.delete(`p${s.i}`);
        else if (s.kind === 'turn') await turn();
        else await same(indexed, plain, s.filter, 'while indexes are made');
      }
      await store.indexesMade!();
      for (const filter of FILTERS) await same(indexed, plain, filter, 'once made');
    }),
    { numRuns: 60 },
  );
});

test('indexesMade resolves once the background builds are done; small collections are indexed at once', async () => {
  const store = createMemoryReadStore({ indexesAtOnceUpTo: 100, buildSliceMs: 0 });
  const small = store.collection<Person>('small');
  for (let i = 0; i < 100; i++) await small.upsert(person(i, 0));
  await small.ensureIndex('city');
  let made = false;
  void store.indexesMade!().then(() => (made = true));
  await turn();
  assert.ok(made, 'nothing was pending');
  const large = store.collection<Person>('large');
  for (let i = 0; i < 1_000; i++) await large.upsert(person(i, 0));
  await large.ensureIndex('city');
  made = false;
  const done = store.indexesMade!().then(() => (made = true));
  await turn();
  assert.not.ok(made, 'a build of 1,000 documents in slices of 256 takes several turns');
  await done;
  assert.is(await large.count({ city: 'London' }), 250);
});

test('a collection dropped while its indexes are being made stops the build', async () => {
  const store = createMemoryReadStore({ indexesAtOnceUpTo: 0, buildSliceMs: 0 });
  const c = store.collection<Person>('doomed');
  for (let i = 0; i < 2_000; i++) await c.upsert(person(i, 0));
  await c.ensureIndex({ text: 'name' });
  await store.drop('doomed');
  await store.indexesMade!();
  assert.is(await store.collection<Person>('doomed').count(), 0);
});

test.run();
