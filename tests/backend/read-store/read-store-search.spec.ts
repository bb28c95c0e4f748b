// Property: the search's filters (equality, $in, ranges, words, $or), orders and cursors give the same pages and counts
// on the embedded read stores (in memory, in memory with indexes made in slices, on disk) as a plain filter and sort of the
// documents, after writes, updates and deletes (which the stores' bitmaps and sorted indexes must follow).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareBy, matches, type Filter, type IndexSpec, type ReadStore, type SortKey } from '@backend/read-store/read-store';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { createSqliteReadStore } from '@backend/read-store/sqlite/sqlite-read-store';

interface Posting {
  id: string;
  listed: boolean;
  stipend?: number | null;
  weeks: number | null;
  hours: number;
  type: string;
  skills: string[];
  location: string;
  minAge: number;
  deadline: string;
  createdAt: string;
}

const INDEXES: IndexSpec[] = [
  'listed', 'weeks', 'hours', 'type', 'skills', { text: 'location' },
  { sorted: { createdAt: -1, id: 1 } }, { sorted: { stipend: -1, id: 1 } }, { sorted: { deadline: 1, id: 1 } },
];
const ORDERS: Array<Record<string, 1 | -1>> = [
  { createdAt: -1, id: 1 }, { stipend: -1, id: 1 }, { deadline: 1, id: 1 },
  // The reverse orders: the same indexes walked backwards.
  { stipend: 1, id: -1 }, { deadline: -1, id: -1 },
];

const ids = Array.from({ length: 40 }, (_, i) => `p${String(i).padStart(2, '0')}`);
const posting = (id: string) =>
  fc.record({
    listed: fc.boolean(),
    stipend: fc.option(fc.constantFrom(0, 25, 50, 100, 150, 200), { nil: undefined }).chain((s) => (s === undefined ? fc.constantFrom(undefined, null) : fc.constant(s))),
    weeks: fc.option(fc.integer({ min: 1, max: 8 })),
    hours: fc.integer({ min: 1, max: 6 }),
    type: fc.constantFrom('remote', 'onsite', 'hybrid'),
    skills: fc.uniqueArray(fc.constantFrom('js', 'design', 'data', 'video'), { maxLength: 3 }),
    location: fc.constantFrom('Pune, India', 'Delhi, India', 'Dhaka', 'Colombo, Sri Lanka'),
    minAge: fc.integer({ min: 14, max: 18 }),
    deadline: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01', '~'),
    createdAt: fc.constantFrom('2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'),
  }).map((p): Posting => {
    const doc: Posting = { id, ...p };
    if (p.stipend === undefined) delete doc.stipend;
    return doc;
  });

/** Writes: upserts of new or changed postings, and deletes, in batches (some large enough that sorted indexes sort again). */
const writes = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ids).chain((id) => posting(id).map((doc) => ({ upsert: doc }))) },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => ({ delete: id })) },
  ),
  { minLength: 1, maxLength: 150 },
);

const range = fc
  .record({ $gt: fc.constantFrom(0, 50, 100), $gte: fc.constantFrom(0, 25, 100, 150), $lte: fc.constantFrom(0, 100, 200) }, { requiredKeys: [] })
  .filter((r) => Object.keys(r).length > 0);
const conditions = fc.record({
  listed: fc.boolean(),
  stipend: range,
  weeks: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 }).map(($in) => ({ $in })),
  hours: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }).map(($in) => ({ $in }))),
  type: fc.constantFrom('remote', 'onsite'),
  skills: fc.uniqueArray(fc.constantFrom('js', 'design', 'data'), { minLength: 1, maxLength: 2 }).map(($in) => ({ $in })),
  location: fc.constantFrom('india', 'Dhaka', 'une', 'pune, ind').map(($contains) => ({ $contains })),
  minAge: fc.constantFrom(14, 16).map(($lte) => ({ $lte })),
  $or: fc.constant([{ location: { $contains: 'delhi' } }, { skills: 'video' }]),
});
/** A few of the conditions (most searches name two or three terms, and then the stores' bitmaps answer them). */
const filter: fc.Arbitrary<Filter> = fc
  .tuple(conditions, fc.shuffledSubarray(['listed', 'stipend', 'weeks', 'hours', 'type', 'skills', 'location', 'minAge', '$or'], { maxLength: 4 }))
  .map(([all, fields]) => Object.fromEntries(fields.map((f) => [f, all[f as keyof typeof all]])) as Filter);
const query = fc.record({
  filter,
  sort: fc.constantFrom(...ORDERS),
  limit: fc.integer({ min: 1, max: 12 }),
  /** Where the cursor comes from: none, a matching document's place, or any posting's values. */
  cursor: fc.option(fc.constantFrom(...ids)),
});

const STORES: Array<{ name: string; make: () => { store: ReadStore; done: () => void } }> = [
  { name: 'memory', make: () => ({ store: createMemoryReadStore(), done: () => undefined }) },
  { name: 'memory, indexes in slices', make: () => ({ store: createMemoryReadStore({ indexesAtOnceUpTo: 0 }), done: () => undefined }) },
  {
    name: 'disk',
    make: () => {
      const dir = mkdtempSync(join(tmpdir(), 'ifh-search-prop-'));
      return { store: createSqliteReadStore(join(dir, 'read-models.sqlite')), done: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];

for (const { name, make } of STORES)
  test(`property (${name}): search pages and counts are a plain filter and sort of the documents`, async () => {
    await fc.assert(
      fc.asyncProperty(writes, writes, fc.array(query, { minLength: 1, maxLength: 8 }), async (first, later, queries) => {
        const { store, done } = make();
        try {
          const postings = store.collection<Posting>('postings');
          const model = new Map<string, Posting>();
          const apply = (ops: typeof first) => {
            for (const op of ops) if ('upsert' in op) model.set(op.upsert.id, op.upsert);
            else model.delete(op.delete);
          };
          // Written before the indexes (a build over what is there) and after (each write keeps them up to date), with
          // queries in between so that bitmaps are made and must then follow the writes.
          await postings.bulkWrite(first.map((op) => ('upsert' in op ? { upsert: { ...op.upsert } } : op)));
          apply(first);
          if (postings.ensureIndexes) await postings.ensureIndexes(INDEXES);
          else for (const index of INDEXES) await postings.ensureIndex(index);
          await store.indexesMade?.();
          const check = async () => {
            for (const q of queries) {
              const matching = [...model.values()].filter((d) => matches(d as unknown as Record<string, unknown>, q.filter));
              const compare = compareBy(q.sort);
              const sorted = matching.sort((a, b) => compare(a as never, b as never));
              const at = q.cursor ? model.get(q.cursor) : undefined;
              const after = at ? (Object.fromEntries(Object.keys(q.sort).map((f) => [f, (at as unknown as Record<string, SortKey>)[f] ?? null])) as Record<string, SortKey>) : undefined;
              const expected = (after ? sorted.filter((d) => compare(d as never, after as never) > 0) : sorted).slice(0, q.limit).map((d) => d.id);
              const page = await postings.find(q.filter, { sort: q.sort, limit: q.limit, after });
              const context = JSON.stringify({ q, after });
              assert.equal(page.map((d) => d.id), expected, `page ${context}`);
              assert.is(await postings.count(q.filter), matching.length, `count ${context}`);
            }
          };
          await check();
          for (const [i, op] of later.entries()) {
            // One at a time (as a projection's events) and, for a part, in one bulk write.
            if (i % 3 === 0) await postings.bulkWrite([op]);
            else if ('upsert' in op) await postings.upsert({ ...op.upsert });
            else await postings.delete(op.delete);
          }
          apply(later);
          await check();
        } finally {
          await store.close();
          done();
        }
      }),
      { numRuns: name === 'disk' ? 60 : 150 },
    );
  });

test.run();
