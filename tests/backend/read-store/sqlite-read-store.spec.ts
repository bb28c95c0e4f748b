// On-disk embedded read store beyond the contract: sort keys order as compareBy does, documents and indexes outlive the
// process, a transaction commits all or nothing (also the tables it made), a deleted document leaves no trace in the file,
// one process at a time, change counts for the answer cache, index tables of earlier files upgraded, and bitmaps that
// forget what a rolled-back transaction wrote.
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

test.run();
