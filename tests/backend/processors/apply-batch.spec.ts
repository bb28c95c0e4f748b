// Specs of applyBatch on documents held in this process (the embedded store's `live`) and on those read out and written back.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { FavoriteAdded } from '@domain/favorites/events';
import { applyBatch } from '@backend/processors/apply-batch';
import { defineProjection } from '@backend/processors/projection';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { ReadStore } from '@backend/read-store/read-store';
import { eventLog, withoutLive } from '../../helpers/recorded-events';

const test = suite('applyBatch');

interface Tally {
  id: string;
  seen: number;
}

/** Counts each student's and each internship's saves; throws once on the event `failOn` names, for its internship. */
function tallies(failOn: { position: string | null }) {
  return defineProjection<Tally, 'FavoriteAdded'>({
    name: 'tallies',
    version: 1,
    handles: ['FavoriteAdded'],
    idsOf: (event) => [event.data.studentId, event.data.internshipId],
    evolve: (doc, event, id) => {
      if (event.position === failOn.position && id === event.data.internshipId) {
        failOn.position = null;
        throw new Error('evolve failed');
      }
      return { id, seen: (doc?.seen ?? 0) + 1 };
    },
  });
}

const saved = (studentId: string, internshipId: string): FavoriteAdded => ({ type: 'FavoriteAdded', data: { studentId, internshipId, at: '2025-03-01T10:00:00.000Z' } });

function threeSaves() {
  const { log, add } = eventLog();
  add('favorites-s-1', saved('s-1', 'i-1'));
  add('favorites-s-1', saved('s-1', 'i-2'));
  add('favorites-s-2', saved('s-2', 'i-1'));
  return log;
}

const seen = async (store: ReadStore) =>
  Object.fromEntries((await store.collection<Tally>('tallies').find({}, { sort: { id: 1 } })).map((d) => [d.id, d.seen]));

for (const [name, make] of [
  ['documents held in this process', () => createMemoryReadStore()],
  ['documents read out and written back', () => withoutLive(createMemoryReadStore())],
] as const) {
  test(`${name}: an evolve that throws leaves its event unapplied; the batch tried again applies every event once`, async () => {
    const log = threeSaves();
    const failOn = { position: log[1].position as string | null };
    const store = make();
    const failed = await applyBatch(store, 'tallies', tallies(failOn), log).then(() => null, (e: Error) => e.message);
    assert.is(failed, 'evolve failed');
    // The second event's student was evolved before its internship threw: neither is stored.
    const before = await seen(store);
    assert.is(before['i-2'], undefined);
    assert.ok(before['s-1'] === undefined || before['s-1'] === 1, `s-1 saw ${before['s-1']}`);
    assert.ok((await applyBatch(store, 'tallies', tallies(failOn), log)) > 0);
    assert.equal(await seen(store), { 'i-1': 2, 'i-2': 1, 's-1': 2, 's-2': 1 });
    assert.is(await applyBatch(store, 'tallies', tallies(failOn), log), 0, 'the same batch again changes nothing');
    assert.equal(await seen(store), { 'i-1': 2, 'i-2': 1, 's-1': 2, 's-2': 1 });
  });
}

test('documents held in this process: one written with its own _position (a bulk write) skips the events it saw', async () => {
  const log = threeSaves();
  const store = createMemoryReadStore();
  await store.collection<Tally & { _position: string }>('tallies').bulkWrite([{ upsert: { id: 's-1', seen: 5, _position: log[1].position } }]);
  await applyBatch(store, 'tallies', tallies({ position: null }), log);
  const s1 = await store.collection<Tally>('tallies').get('s-1');
  assert.is(s1?.seen, 5, 'both of s-1 saves are at or before its position');
  assert.equal(await seen(store), { 'i-1': 2, 'i-2': 1, 's-1': 5, 's-2': 1 });
});

test('documents held in this process: evolve never sees bookkeeping, and the documents keep none', async () => {
  const log = threeSaves();
  const store = createMemoryReadStore();
  await store.collection<Tally & { _position: string }>('tallies').bulkWrite([{ upsert: { id: 's-2', seen: 7, _position: '0000000000000000' } }]);
  const fields: string[][] = [];
  const watching = { ...tallies({ position: null }), evolve: (doc: Tally | null, event: never, id: string) => (doc && fields.push(Object.keys(doc)), { id, seen: (doc?.seen ?? 0) + 1 }) };
  await applyBatch(store, 'tallies', watching, log);
  assert.ok(fields.length > 0);
  for (const f of fields) assert.not.ok(f.some((k) => k.startsWith('_')), `evolve saw ${f}`);
  for (const d of await store.collection('tallies').find({})) assert.not.ok(Object.keys(d).some((k) => k.startsWith('_')), JSON.stringify(d));
  assert.is((await store.collection<Tally>('tallies').get('s-2'))?.seen, 8);
});

test.run();
