// The SQLite event store answers from the rows it remembers (its own appends, streams it read) only while they are the
// truth: the same answers as a store that remembers nothing, another writer's events seen at once, rewritten history too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore, RecordedEvent } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { rewriteSqliteHistory } from '@backend/events/sqlite/sqlite-history-rewriter';
import { newEvent, uniqueStream } from './event-store.contract';

async function withFile(run: (file: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-recent-'));
  try {
    await run(join(dir, 'events.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ids = (events: readonly RecordedEvent[]) => events.map((e) => e.id);

/** Every read a command or a processor makes, on `store`. */
async function reads(store: EventStore, streams: readonly string[], positions: readonly string[]) {
  const answers: unknown[] = [];
  for (const stream of streams) {
    const whole = await store.readStream(stream);
    answers.push(whole);
    for (let from = 0; from <= whole.length; from++) answers.push(await store.readStream(stream, { fromRevision: from }), await store.readStream(stream, { fromRevision: from, maxCount: 1 }));
  }
  for (const after of ['', ...positions]) answers.push(await store.readAll(after, 3), await store.readAll(after));
  return answers;
}

test('a store that remembers answers every read as one that reads everything from SQLite', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ stream: fc.integer({ min: 0, max: 3 }), events: fc.integer({ min: 1, max: 3 }), together: fc.boolean(), stale: fc.boolean() }), { minLength: 1, maxLength: 12 }),
      async (appends) => {
        await withFile(async (file) => {
          const store = createSqliteEventStore(file);
          const streams = [0, 1, 2, 3, 4].map((i) => uniqueStream(`s${i}`));
          try {
            const revisions = new Map<string, number>();
            let batch: Promise<unknown>[] = [];
            for (const a of appends) {
              const stream = streams[a.stream];
              // Reads in between fill the memory with what SQLite says, as commands do before they append.
              await store.readStream(stream);
              const current = (await store.readStream(stream)).length - 1;
              const expected = a.stale ? current - 1 : current;
              const append = store.append(stream, Array.from({ length: a.events }, () => newEvent()), { expectedRevision: expected < 0 ? 'no_stream' : expected }).then(
                (r) => revisions.set(stream, r.revision),
                () => undefined,
              );
              batch.push(append);
              if (!a.together) {
                await Promise.all(batch);
                batch = [];
              }
            }
            await Promise.all(batch);
            const positions = (await store.readAll('')).map((e) => e.position);
            const cold = createSqliteEventStore(file);
            try {
              assert.equal(await reads(store, streams, positions), await reads(cold, streams, positions));
            } finally {
              await cold.close();
            }
          } finally {
            await store.close();
          }
        });
      },
    ),
    { numRuns: 25 },
  );
});

test("another writer's events on the same file are read at once, in a stream and in the log", async () => {
  await withFile(async (file) => {
    const mine = createSqliteEventStore(file);
    const other = createSqliteEventStore(file);
    try {
      const stream = uniqueStream('shared');
      await mine.append(stream, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
      const head = await mine.headPosition();
      assert.is((await mine.readStream(stream)).length, 2);
      assert.equal(await mine.readAll(head), []);
      const theirs = newEvent();
      await other.append(stream, [theirs], { expectedRevision: 1 });
      assert.equal(ids(await mine.readStream(stream, { fromRevision: 1 })).slice(1), [theirs.id]);
      assert.equal(ids(await mine.readAll(head)), [theirs.id]);
      // And this store's next append knows the stream's real revision.
      assert.is((await mine.append(stream, [newEvent()], { expectedRevision: 2 })).revision, 3);
      assert.is((await other.readStream(stream)).length, 4);
    } finally {
      await mine.close();
      await other.close();
    }
  });
});

test('history rewritten in place (erasure) is never answered from memory', async () => {
  await withFile(async (file) => {
    const store = createSqliteEventStore(file);
    try {
      const stream = uniqueStream('erased');
      const e = newEvent();
      await store.append(stream, [e], { expectedRevision: 'no_stream' });
      const subject = (e.data as { userId: string }).userId;
      assert.is(((await store.readStream(stream))[0].data as { userId: string }).userId, subject);
      const rewritten = rewriteSqliteHistory(file, { containing: subject, transform: () => ({ erased: true }), renames: [] });
      assert.is(rewritten.rewritten, 1);
      assert.equal((await store.readStream(stream))[0].data, { erased: true });
      assert.equal((await store.readAll(''))[0].data, { erased: true });
    } finally {
      await store.close();
    }
  });
});

test.run();
