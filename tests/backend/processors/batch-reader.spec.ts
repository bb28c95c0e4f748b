// The log reader shared by processors: full batches are kept for processors that ask after the others (as many as the
// read store asks for), a short one (the log's rest when read) is shared while it is read and never served stale after.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore, RecordedEvent } from '@backend/events/event-store';
import { createBatchReader } from '@backend/processors/batch-reader';

/** The i-th event's position (positions are strings in the log's order). */
const at = (i: number) => String(i).padStart(8, '0');

/** A log of `n` events whose reads are counted; `append` adds one. */
function countedLog(n: number) {
  const log: RecordedEvent[] = [];
  const append = () => log.push({ position: at(log.length + 1) } as unknown as RecordedEvent);
  for (let i = 0; i < n; i++) append();
  const store = {
    reads: 0,
    append,
    async readAll(after: string, limit = Infinity) {
      store.reads += 1;
      return log.filter((e) => e.position > after).slice(0, limit);
    },
  };
  return store;
}
const asEvents = (log: ReturnType<typeof countedLog>) => log as unknown as EventStore;

test('full batches are kept, up to the number asked for, for processors that ask after the others', async () => {
  const log = countedLog(10);
  const read = createBatchReader(asEvents(log), 2, 3);
  for (const after of [0, 2, 4]) await read(at(after));
  assert.is(log.reads, 3);
  for (const after of [0, 2, 4]) assert.is((await read(at(after))).length, 2, 'a processor behind gets the kept batch');
  assert.is(log.reads, 3, 'without reading again');
  await read(at(6));
  await read(at(0));
  assert.is(log.reads, 5, 'the oldest went when a fourth was read');
});

test('a short batch is shared while it is read, then never served again: an append since is in the next read', async () => {
  const log = countedLog(3);
  const read = createBatchReader(asEvents(log), 10, 8);
  const [a, b] = await Promise.all([read(at(0)), read(at(0))]);
  assert.is(a, b, 'processors asking together share the read');
  assert.is(log.reads, 1);
  log.append();
  assert.is((await read(at(0))).length, 4, 'a processor asking after the append sees it');
  assert.is(log.reads, 2);
});

test.run();
