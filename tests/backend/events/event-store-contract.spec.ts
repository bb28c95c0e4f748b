// Runs the EventStore contract against SQLite and PostgreSQL (always: a throwaway cluster) and EventStoreDB (when
// EVENTSTORE_URL is set), plus SQLite-only durability and rollback tests.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventStore } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { createEventStoreDbEventStore } from '@backend/events/eventstoredb/eventstoredb-event-store';
import { createPostgresEventStore } from '@backend/events/postgres/postgres-event-store';
import { requirePostgres } from '../../helpers/postgres';
import { eventStoreContract, newEvent, uniqueStream } from './event-store.contract';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** A fresh SQLite store in its own temp directory; closing it removes the directory. */
function freshSqliteStore(): { store: EventStore; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-events-'));
  const file = join(dir, 'events.db');
  const store = createSqliteEventStore(file);
  return {
    file,
    store: {
      ...store,
      async close() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    },
  };
}

eventStoreContract('embedded (SQLite)', async () => freshSqliteStore().store, { isolated: true });

// A database of its own per test on the throwaway cluster, so the whole-log checks run too.
requirePostgres('event store contract: PostgreSQL', (cluster) =>
  eventStoreContract('PostgreSQL', async () => createPostgresEventStore(await (await cluster()).createSchema('events')), { isolated: true }),
);

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) eventStoreContract('EventStoreDB', async () => createEventStoreDbEventStore(eventStoreUrl));
else console.log('event store contract: EventStoreDB skipped (set EVENTSTORE_URL to run it)');

const sqlite = suite('event store: SQLite only');

sqlite('a multi-event append that fails half-way (duplicate event id) is rolled back entirely', async () => {
  const { store } = freshSqliteStore();
  try {
    const stream = uniqueStream('rollback');
    await store.append(stream, [newEvent()], { expectedRevision: 'no_stream' });
    const head = await store.headPosition();
    const e = newEvent();
    let failed = false;
    try {
      await store.append(stream, [newEvent(), e, { ...newEvent(), id: e.id }], { expectedRevision: 0 });
    } catch {
      failed = true;
    }
    assert.ok(failed, 'the append fails');
    assert.is((await store.readStream(stream)).length, 1);
    assert.is(await store.headPosition(), head);
    // The stream is still usable at the same revision.
    assert.is((await store.append(stream, [newEvent()], { expectedRevision: 0 })).revision, 1);
  } finally {
    await store.close();
  }
});

sqlite('appends to one stream issued in the same turn apply in call order, each with its own revision check', async () => {
  const { store } = freshSqliteStore();
  try {
    const stream = uniqueStream('turn');
    const [first, second, stale, third] = await Promise.allSettled([
      store.append(stream, [newEvent()], { expectedRevision: 'no_stream' }),
      store.append(stream, [newEvent(), newEvent()], { expectedRevision: 0 }),
      store.append(stream, [newEvent()], { expectedRevision: 0 }),
      store.append(stream, [newEvent()], { expectedRevision: 2 }),
    ]);
    assert.equal([first, second, stale, third].map((r) => r.status), ['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    assert.is((third as PromiseFulfilledResult<{ revision: number }>).value.revision, 3);
    assert.equal((await store.readStream(stream)).map((e) => e.revision), [0, 1, 2, 3]);
  } finally {
    await store.close();
  }
});

sqlite('a retried append in the same turn as the original answers the original result', async () => {
  const { store } = freshSqliteStore();
  try {
    const stream = uniqueStream('retry-turn');
    const events = [newEvent(), newEvent()];
    const [original, retried] = await Promise.all([
      store.append(stream, events, { expectedRevision: 'no_stream' }),
      store.append(stream, events, { expectedRevision: 'no_stream' }),
    ]);
    assert.equal(retried, original);
    assert.is((await store.readStream(stream)).length, 2);
  } finally {
    await store.close();
  }
});

sqlite('events survive closing and reopening the file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-events-'));
  try {
    const file = join(dir, 'events.db');
    const first = createSqliteEventStore(file);
    const stream = uniqueStream('reopen');
    await first.append(stream, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
    const before = await first.readAll('');
    await first.close();
    const second = createSqliteEventStore(file);
    assert.equal(await second.readAll(''), before);
    assert.is((await second.append(stream, [newEvent()], { expectedRevision: 1 })).revision, 2);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

sqlite('every acknowledged append survives kill -9 of the writing process', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-durability-'));
  try {
    const file = join(dir, 'events.db');
    const stream = `burst-${randomUUID()}`;
    const KILL_AFTER = 200;
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'tests/helpers/sqlite-append-burst.ts'), file, stream, '1000000'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acks: { revision: number; id: string }[] = [];
    let buffered = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.on('close', (code, signal) => done({ code, signal })),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        const [, revision, id] = line.split(' ');
        acks.push({ revision: Number(revision), id });
      }
      if (acks.length >= KILL_AFTER && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const { signal } = await exited;
    clearTimeout(timeout);
    assert.is(signal, 'SIGKILL', `the writer was killed mid-burst (stderr: ${stderr.slice(0, 500)})`);
    assert.ok(acks.length >= KILL_AFTER, `got ${acks.length} acknowledgements`);

    const reopened = createSqliteEventStore(file);
    try {
      const stored = await reopened.readStream(stream);
      assert.ok(stored.length >= acks.length, `${stored.length} stored < ${acks.length} acknowledged`);
      for (const ack of acks) assert.is(stored[ack.revision]?.id, ack.id, `acknowledged revision ${ack.revision} is stored`);
      assert.equal(stored.map((e) => e.revision), stored.map((_, i) => i), 'no gaps');
    } finally {
      await reopened.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

sqlite.run();
