// On-disk embedded read store beyond the contract: sort keys order as compareBy does, documents and indexes outlive the
// process, a transaction commits all or nothing (also the tables it made), a deleted document leaves no trace in the file,
// one process at a time, change counts for the answer cache, index tables of earlier files upgraded (words too), and
// bitmaps and kept documents that forget what a rolled-back transaction wrote.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareBy } from '@backend/read-store/read-store';
import { createSqliteReadStore, ReadModelsInUseError } from '@backend/read-store/sqlite/sqlite-read-store';
import { sortKey } from '@backend/read-store/sqlite/sqlite-sort-key';

const file = () => join(mkdtempSync(join(tmpdir(), 'ifh-sqlite-read-')), 'read-models.sqlite');
/** Resolves once `work` has failed; fails the test when it succeeds. */
async function fails(work: () => Promise<unknown>) {
  try {
    await work();
  } catch {
    return;
  }
  assert.unreachable('it succeeded');
}
const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

test('property: sort keys compare as bytes exactly as compareBy compares the documents', () => {
  const text = fc.string({ unit: 'binary', maxLength: 6 });
  const value = fc.oneof(fc.constant(null), fc.constant(undefined), fc.double({ noNaN: true }), fc.integer({ min: -3, max: 3 }), fc.constantFrom('', 'a', 'ab', '\u0000', 'a\u0000'));
  // One type per field (besides null and missing): compareBy compares like with like.
  const doc = fc.record({ n: fc.oneof(value.filter((v) => typeof v !== 'string'), fc.constant(null)), s: fc.oneof(text, fc.constant(null), fc.constant(undefined)), b: fc.option(fc.boolean()) });
  const spec = fc.constantFrom<Record<string, 1 | -1>>({ n: 1, s: -1 }, { s: 1, n: -1, b: 1 }, { b: -1, s: 1 }, { s: -1 });
  fc.assert(
    fc.property(spec, doc, doc, (order, a, b) => {
      const expected = sign(compareBy(order)(a, b));
      assert.is(sign(Buffer.compare(sortKey(order, a), sortKey(order, b))), expected, JSON.stringify({ order, a, b }));
    }),
    { numRuns: 2000 },
  );
});

test('documents, indexes and their answers outlive the process', async () => {
  const path = file();
  const first = createSqliteReadStore(path);
  const c = first.collection<{ id: string; city: string; at: string; tags: string[] }>('things');
  for (const spec of ['city', { text: 'tags' }, { sorted: { at: -1, id: 1 } }] as const) await c.ensureIndex(spec);
  await c.bulkWrite([
    { upsert: { id: '1', city: 'Pune', at: '2025-01-01', tags: ['Robotics club'] } },
    { upsert: { id: '2', city: 'Delhi', at: '2025-02-01', tags: ['art'] } },
    { upsert: { id: '3', city: 'Pune', at: '2025-03-01', tags: ['robot arms'] } },
  ]);
  await first.close();
  const again = createSqliteReadStore(path);
  const d = again.collection<{ id: string }>('things');
  assert.equal((await d.find({ city: 'Pune' }, { sort: { at: -1, id: 1 }, limit: 5 })).map((x) => x.id), ['3', '1']);
  assert.equal((await d.find({ tags: { $contains: 'ROBOT' } })).map((x) => x.id).sort(), ['1', '3']);
  assert.is(await d.count({ city: 'Pune' }), 2);
  await again.close();
});

test('a transaction that fails leaves nothing: not its documents, not the collection it made', async () => {
  const store = createSqliteReadStore(file());
  await store.collection('kept').upsert({ id: 'k' });
  await fails(() =>
    store.transaction!(async () => {
      await store.collection('kept').upsert({ id: 'k2' });
      await store.collection('fresh').upsert({ id: 'f' });
      throw new Error('boom');
    }),
  );
  assert.equal((await store.collection('kept').find()).map((x) => x.id), ['k']);
  assert.equal(await store.collection('fresh').find(), []);
  await store.collection('fresh').upsert({ id: 'f' });
  assert.equal((await store.collection('fresh').find()).map((x) => x.id), ['f']);
  await store.close();
});

test('a write outside a transaction waits for the open one instead of joining it', async () => {
  const store = createSqliteReadStore(file());
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const tx = store.transaction!(async () => {
    await store.collection('c').upsert({ id: 'in' });
    await held;
    throw new Error('rolled back');
  });
  const outside = store.collection('c').upsert({ id: 'out' });
  release();
  await fails(() => tx);
  await outside;
  assert.equal((await store.collection('c').find()).map((x) => x.id), ['out']);
  await store.close();
});

test('a deleted document is overwritten in the file (secure_delete), not left in a free page', async () => {
  const path = file();
  const store = createSqliteReadStore(path);
  const secret = 'Erased Person Name 7f3a';
  await store.collection<{ id: string; name: string }>('people').upsert({ id: 'p', name: secret });
  await store.collection('people').delete('p');
  await store.close();
  assert.not.ok(readFileSync(path).includes(secret), 'the deleted text is still in the file');
});

test('one process at a time: a second opening of the file is refused with a clear error until the first closes', async () => {
  const path = file();
  const first = createSqliteReadStore(path);
  await first.collection('c').upsert({ id: '1' });
  assert.throws(() => createSqliteReadStore(path), (error: Error) => error instanceof ReadModelsInUseError && error.message.includes('in use by another process'));
  await first.close();
  const second = createSqliteReadStore(path);
  assert.equal((await second.collection('c').find()).map((x) => x.id), ['1']);
  await second.close();
});

test('a collection is one object whose change count moves with every write (answers made from it are vouched for)', async () => {
  const store = createSqliteReadStore(file());
  const c = store.collection<{ id: string; n: number }>('counted');
  assert.ok(store.collection('counted') === c, 'the same object each time');
  const before = c.changeCount!();
  await c.upsert({ id: 'a', n: 1 });
  const afterUpsert = c.changeCount!();
  assert.ok(afterUpsert > before);
  await c.update('a', { n: 2 });
  assert.ok(c.changeCount!() > afterUpsert);
  store.alias('counted', 'other');
  assert.ok(store.collection('counted') !== c, 'an alias switch gives another collection');
  await store.close();
});

test('a file whose index tables predate row numbers is upgraded at its first open, and answers as before', async () => {
  const path = file();
  const first = createSqliteReadStore(path);
  const c = first.collection<{ id: string; city: string; pay: number }>('things');
  for (const spec of ['city', { sorted: { pay: -1, id: 1 } }] as const) await c.ensureIndex(spec);
  await c.bulkWrite(['Pune', 'Delhi', 'Pune', 'Pune'].map((city, i) => ({ upsert: { id: String(i), city, pay: i * 10 } })));
  await first.close();
  // As an earlier version left them: index tables without the `n` column.
  const raw = new Database(path);
  for (const { tbl } of raw.prepare('SELECT tbl FROM indexes').all() as Array<{ tbl: string }>) raw.exec(`ALTER TABLE "${tbl}" DROP COLUMN n`);
  raw.close();
  const again = createSqliteReadStore(path);
  const d = again.collection<{ id: string; city: string; pay: number }>('things');
  const filter = { city: 'Pune', pay: { $gte: 10 } };
  assert.is(await d.count(filter), 2);
  assert.equal((await d.find(filter, { sort: { pay: -1, id: 1 }, limit: 5 })).map((x) => x.id), ['3', '2']);
  await d.upsert({ id: '9', city: 'Pune', pay: 90 });
  await d.delete('3');
  assert.is(await d.count(filter), 2);
  assert.equal((await d.find(filter, { sort: { pay: -1, id: 1 }, limit: 5 })).map((x) => x.id), ['9', '2']);
  await again.close();
});

test('a rolled-back transaction leaves nothing in the bitmaps of values and ranges that counts and pages read', async () => {
  const store = createSqliteReadStore(file());
  const c = store.collection<{ id: string; city: string; pay: number }>('things');
  for (const spec of ['city', { sorted: { pay: -1, id: 1 } }] as const) await c.ensureIndex(spec);
  await c.bulkWrite(Array.from({ length: 40 }, (_, i) => ({ upsert: { id: `a${i}`, city: i % 2 ? 'Pune' : 'Delhi', pay: i } })));
  const filter = { city: 'Pune', pay: { $gte: 30 } };
  assert.is(await c.count(filter), 5);
  await fails(() =>
    store.transaction!(async () => {
      await c.upsert({ id: 'b1', city: 'Pune', pay: 100 });
      await c.delete('a31');
      assert.is(await c.count(filter), 5, 'the transaction sees its own writes');
      throw new Error('boom');
    }),
  );
  assert.is(await c.count(filter), 5);
  assert.equal((await c.find(filter, { sort: { pay: -1, id: 1 }, limit: 2 })).map((x) => x.id), ['a39', 'a37']);
  assert.equal((await c.find(filter, { sort: { pay: 1, id: -1 }, limit: 2 })).map((x) => x.id), ['a31', 'a33']);
  await store.close();
});

type Posting = { id: string; title: string; city: string; at: number };
const postings = (n: number): Posting[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, title: i % 3 ? `video editing ${i}` : `data science ${i}`, city: i % 2 ? 'New Delhi' : 'Pune', at: i }));
const newest = { sort: { at: -1, id: 1 } as Record<string, 1 | -1>, limit: 3 };

test('a file whose word index predates row numbers is upgraded at its first open, and its searches answer as before', async () => {
  const path = file();
  const first = createSqliteReadStore(path);
  const c = first.collection<Posting>('postings');
  await c.ensureIndexes!([{ text: 'title' }, { text: 'city' }, { sorted: { at: -1, id: 1 } }]);
  await c.bulkWrite(postings(30).map((upsert) => ({ upsert })));
  await first.close();
  const raw = new Database(path);
  for (const { tbl } of raw.prepare('SELECT tbl FROM indexes').all() as Array<{ tbl: string }>) raw.exec(`ALTER TABLE "${tbl}" DROP COLUMN n`);
  raw.close();
  const again = createSqliteReadStore(path);
  const d = again.collection<Posting>('postings');
  // One word (exact), and two words of which each lies in the text but not together (checked on each candidate).
  const edit = { title: { $contains: 'edit' }, city: { $contains: 'delhi' } };
  assert.is(await d.count(edit), 10);
  assert.equal((await d.find(edit, newest)).map((x) => x.id), ['p29', 'p25', 'p23']);
  assert.is(await d.count({ title: { $contains: 'science 2' } }), 3);
  assert.equal((await d.find({ title: { $contains: 'editing 1' } }, newest)).map((x) => x.id), ['p19', 'p17', 'p16']);
  await d.upsert({ id: 'p25', title: 'robotics', city: 'New Delhi', at: 25 });
  assert.is(await d.count(edit), 9);
  assert.equal((await d.find(edit, newest)).map((x) => x.id), ['p29', 'p23', 'p19']);
  await again.close();
});

test('a rolled-back transaction leaves nothing in the bitmaps of words, nor in the documents kept for pages', async () => {
  const store = createSqliteReadStore(file());
  const c = store.collection<Posting>('postings');
  await c.ensureIndexes!([{ text: 'title' }, { sorted: { at: -1, id: 1 } }]);
  await c.bulkWrite(postings(200).map((upsert) => ({ upsert })));
  const video = { title: { $contains: 'video' } };
  assert.is(await c.count(video), 133);
  assert.equal((await c.find(video, newest)).map((x) => x.title), ['video editing 199', 'video editing 197', 'video editing 196']);
  await fails(() =>
    store.transaction!(async () => {
      await c.upsert({ id: 'p199', title: 'video games', city: 'Pune', at: 199 });
      await c.delete('p197');
      assert.equal((await c.find(video, newest)).map((x) => x.title), ['video games', 'video editing 196', 'video editing 194']);
      assert.is(await c.count(video), 132);
      throw new Error('boom');
    }),
  );
  assert.is(await c.count(video), 133);
  assert.equal((await c.find(video, newest)).map((x) => x.title), ['video editing 199', 'video editing 197', 'video editing 196']);
  // A page's documents are handed out frozen (the same object while the row is unchanged), then read again once written.
  const [before] = await c.find(video, newest);
  assert.ok(Object.isFrozen(before));
  assert.is((await c.find(video, newest))[0], before);
  await c.update('p199', { title: 'video editing, again' });
  assert.is((await c.find(video, newest))[0].title, 'video editing, again');
  await store.close();
});

test.run();
