// Specs of snapshots: a command resumes from its stream's snapshot and reads only the events after it; stored snapshots
// serve a new process; stale, foreign or older-version snapshots are never used; states equal a whole fold (property).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { favoritesDecider, favoritesStream } from '@domain/favorites/decider';
import type { FavoritesCommand } from '@domain/favorites/commands';
import { userDecider, userStream } from '@domain/users/decider';
import { canAttemptSignIn } from '@domain/users/sign-in-machine';
import { MAX_FAILED_SIGN_INS } from '@domain/users/constants';
import { foldEvents, handleCommand, type CommandContext } from '../../../backend/commands/command-handler';
import { SNAPSHOT_EVERY, foldStream } from '../../../backend/commands/folded-state';
import type { EventStore } from '../../../backend/events/event-store';
import { createSqliteEventStore } from '../../../backend/events/sqlite-event-store';
import { attachSnapshots, createSqliteSnapshotStore, type SnapshotStore } from '../../../backend/events/snapshot-store';

const test = suite('snapshots');

/** An event store that counts the events readStream hands out. */
function counting(inner: EventStore): EventStore & { read: number } {
  const store = {
    ...inner,
    read: 0,
    async readStream(stream: string, options?: { fromRevision?: number }) {
      const events = await inner.readStream(stream, options);
      store.read += events.length;
      return events;
    },
  };
  return store;
}

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-snapshots-'));
  const events = createSqliteEventStore(join(dir, 'events.sqlite'));
  const snapshotFile = join(dir, 'snapshots.sqlite');
  const opened: SnapshotStore[] = [];
  return {
    events,
    /** A fresh "process": its own counting view of the log, its own memory, the shared snapshot file. */
    process(maxRecent = 10_000) {
      const view = counting(events);
      const store = createSqliteSnapshotStore(snapshotFile);
      opened.push(store);
      attachSnapshots(view, store, maxRecent);
      return { view, store };
    },
    async close() {
      for (const s of opened) await s.close();
      await events.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ctxOf = (events: EventStore): CommandContext => ({ events, actor: { id: 's1', role: 'student' }, correlationId: 'c', now: () => new Date('2025-03-01T10:00:00Z') });
const toggle = (i: number, internshipId = 'i1'): FavoritesCommand =>
  i % 2 === 0
    ? { type: 'AddFavorite', data: { studentId: 's1', internshipId, at: '2025-03-01T10:00:00Z', internshipIsActive: true } }
    : { type: 'RemoveFavorite', data: { studentId: 's1', internshipId, at: '2025-03-01T10:00:00Z' } };

test('a command on a long stream reads only the events after its snapshot', async () => {
  const f = fixture();
  try {
    const { view } = f.process();
    for (let i = 0; i < 300; i++) await handleCommand(ctxOf(view), favoritesStream('s1'), favoritesDecider, toggle(i));
    view.read = 0;
    const result = await handleCommand(ctxOf(view), favoritesStream('s1'), favoritesDecider, toggle(300));
    assert.ok(view.read <= 1, `read ${view.read} events for one command on a 300-event stream`);
    assert.equal(result.state, { internshipIds: ['i1'] });
  } finally {
    await f.close();
  }
});

test('a new process resumes from the stored snapshot and reaches the same state as a whole fold', async () => {
  const f = fixture();
  try {
    const first = f.process();
    for (let i = 0; i < 3 * SNAPSHOT_EVERY + 7; i++) await handleCommand(ctxOf(first.view), favoritesStream('s1'), favoritesDecider, toggle(i, `i${i % 5}`));
    const second = f.process();
    const folded = await foldStream(second.view, favoritesStream('s1'), favoritesDecider);
    assert.ok(second.view.read <= SNAPSHOT_EVERY + 1, `a new process read ${second.view.read} events`);
    const whole = await f.events.readStream(favoritesStream('s1'));
    assert.equal(folded.state, foldEvents(favoritesDecider, whole));
    assert.is(folded.revision, whole.length - 1);
  } finally {
    await f.close();
  }
});

test('a stored snapshot whose event is no longer in the stream is ignored (the stream is folded whole)', async () => {
  const f = fixture();
  try {
    const { view, store } = f.process();
    for (let i = 0; i < 3; i++) await handleCommand(ctxOf(view), favoritesStream('s1'), favoritesDecider, toggle(i));
    const key = (await import('../../../backend/events/snapshot-store')).snapshotsOf(view)!.recent.keys().next().value!.split(' ')[0];
    await store.save(favoritesStream('s1'), key, { revision: 1, eventId: 'not-this-stream', state: { internshipIds: ['bogus'] } });
    const fresh = f.process();
    const folded = await foldStream(fresh.view, favoritesStream('s1'), favoritesDecider);
    assert.equal(folded.state, { internshipIds: ['i1'] });
    assert.is(fresh.view.read, 3 + 2, 'read the tail after the bad snapshot, then the whole stream');
  } finally {
    await f.close();
  }
});

test("another version of the decider never resumes from the old version's snapshots", async () => {
  const f = fixture();
  try {
    const first = f.process();
    for (let i = 0; i < SNAPSHOT_EVERY + 1; i++) await handleCommand(ctxOf(first.view), favoritesStream('s1'), favoritesDecider, toggle(i));
    const v2 = { ...favoritesDecider, snapshot: { name: 'favorites', version: 2 } };
    const second = f.process();
    await foldStream(second.view, favoritesStream('s1'), v2);
    assert.is(second.view.read, SNAPSHOT_EVERY + 1, 'the whole stream');
    // Changed evolve code under the same version is not trusted either (its code is part of the key).
    const changed = { ...favoritesDecider, evolve: (s: { internshipIds: string[] }, e: Parameters<typeof favoritesDecider.evolve>[1]) => favoritesDecider.evolve(s, e) };
    const third = f.process();
    await foldStream(third.view, favoritesStream('s1'), changed);
    assert.is(third.view.read, SNAPSHOT_EVERY + 1, 'the whole stream');
  } finally {
    await f.close();
  }
});

test("the user aggregate's snapshot (with the sign-in machine) reads back to the same decisions", async () => {
  const f = fixture();
  try {
    const { view } = f.process();
    const userId = 'u1';
    await f.events.append(userStream(userId), [{ id: 'reg', type: 'UserRegistered', data: { userId, role: 'student', isApproved: false }, metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: '2025-03-01T10:00:00Z' } }], { expectedRevision: 'no_stream' });
    const at = Date.parse('2025-03-01T10:00:00Z');
    for (let i = 0; i < SNAPSHOT_EVERY + MAX_FAILED_SIGN_INS; i++) {
      const ctx = { ...ctxOf(view), now: () => new Date(at + i * 3_600_000) };
      await handleCommand(ctx, userStream(userId), userDecider, { type: 'LogIn', data: { userId, passwordMatches: false, at: new Date(at + i * 3_600_000).toISOString() } }).catch(() => undefined);
    }
    const live = (await foldStream(view, userStream(userId), userDecider)).state;
    const fromStore = (await foldStream(f.process().view, userStream(userId), userDecider)).state;
    const whole = foldEvents(userDecider, await f.events.readStream(userStream(userId)));
    for (const state of [live, fromStore]) {
      assert.is(state.signIn.value, whole.signIn.value);
      assert.equal(state.signIn.context, whole.signIn.context);
      for (const later of [0, 60_000, 3_600_000]) {
        const t = at + (SNAPSHOT_EVERY + MAX_FAILED_SIGN_INS) * 3_600_000 + later;
        assert.is(canAttemptSignIn(state.signIn, t), canAttemptSignIn(whole.signIn, t));
      }
    }
  } finally {
    await f.close();
  }
});

test('property: any toggles, with any memory size, give the state of a whole fold', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 3 })), { maxLength: 250 }), fc.integer({ min: 0, max: 2 }), async (ops, maxRecent) => {
      const f = fixture();
      try {
        let p = f.process(maxRecent);
        for (const [i, [add, n]] of ops.entries()) {
          if (i % 97 === 96) p = f.process(maxRecent);
          await handleCommand(ctxOf(p.view), favoritesStream('s1'), favoritesDecider, toggle(add ? 0 : 1, `i${n}`));
        }
        const whole = foldEvents(favoritesDecider, await f.events.readStream(favoritesStream('s1')));
        assert.equal((await foldStream(p.view, favoritesStream('s1'), favoritesDecider)).state, whole);
        assert.equal((await foldStream(f.process(maxRecent).view, favoritesStream('s1'), favoritesDecider)).state, whole);
      } finally {
        await f.close();
      }
    }),
    { numRuns: 10 },
  );
});

test.run();
