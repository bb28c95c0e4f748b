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
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { userDecider, userStream } from '@domain/users/decider';
import type { UserCommand } from '@domain/users/commands';
import { foldEvents, handleCommand, type CommandContext, type CommandDeps } from '@backend/commands/command-handler';
import { queueEmail } from '@backend/commands/notifications/queue-email';
import { recordEmailSent, takeEmail } from '@backend/commands/notifications/record-delivery';
import { emailDecider, emailMessageStream } from '@domain/notifications/decider';
import { SNAPSHOT_EVERY, foldStream } from '@backend/commands/folded-state';
import type { EventStore } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { createSnapshots, createSqliteSnapshotStore, type SnapshotStore } from '@backend/events/snapshot-store';
import { commandDeps } from '../../helpers/command-deps';

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
    /** A fresh "process": its own counting view of the log, its own memory, the shared snapshot file (`deps`: its commands'). */
    process(maxRecent = 10_000) {
      const view = counting(events);
      const store = createSqliteSnapshotStore(snapshotFile);
      opened.push(store);
      const snapshots = createSnapshots(store, maxRecent);
      return { view, store, snapshots, deps: commandDeps(view, snapshots) };
    },
    async close() {
      for (const s of opened) await s.close();
      await events.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ctxOf = (deps: CommandDeps): CommandContext => ({ ...deps, actor: { id: 's1', role: 'student' }, correlationId: 'c', now: () => new Date('2025-03-01T10:00:00Z') });
const toggle = (i: number, internshipId = 'i1'): FavoritesCommand =>
  i % 2 === 0
    ? { type: 'AddFavorite', data: { studentId: 's1', internshipId, at: '2025-03-01T10:00:00Z', internshipIsActive: true } }
    : { type: 'RemoveFavorite', data: { studentId: 's1', internshipId, at: '2025-03-01T10:00:00Z' } };

test('a command on a long stream reads only the events after its snapshot', async () => {
  const f = fixture();
  try {
    const { view, deps } = f.process();
    for (let i = 0; i < 300; i++) await handleCommand(ctxOf(deps), favoritesStream('s1'), favoritesDecider, toggle(i));
    view.read = 0;
    const result = await handleCommand(ctxOf(deps), favoritesStream('s1'), favoritesDecider, toggle(300));
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
    for (let i = 0; i < 3 * SNAPSHOT_EVERY + 7; i++) await handleCommand(ctxOf(first.deps), favoritesStream('s1'), favoritesDecider, toggle(i, `i${i % 5}`));
    const second = f.process();
    const folded = await foldStream(second.deps, favoritesStream('s1'), favoritesDecider);
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
    const { store, snapshots, deps } = f.process();
    for (let i = 0; i < 3; i++) await handleCommand(ctxOf(deps), favoritesStream('s1'), favoritesDecider, toggle(i));
    const key = snapshots.recent.keys().next().value!.split(' ')[0];
    await store.save(favoritesStream('s1'), key, { revision: 1, eventId: 'not-this-stream', state: { internshipIds: ['bogus'] } });
    const fresh = f.process();
    const folded = await foldStream(fresh.deps, favoritesStream('s1'), favoritesDecider);
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
    for (let i = 0; i < SNAPSHOT_EVERY + 1; i++) await handleCommand(ctxOf(first.deps), favoritesStream('s1'), favoritesDecider, toggle(i));
    const v2 = { ...favoritesDecider, snapshot: { name: 'favorites', version: 2 } };
    const second = f.process();
    await foldStream(second.deps, favoritesStream('s1'), v2);
    assert.is(second.view.read, SNAPSHOT_EVERY + 1, 'the whole stream');
    // Changed evolve code under the same version is not trusted either (its code is part of the key).
    const changed = { ...favoritesDecider, evolve: (s: { internshipIds: string[] }, e: Parameters<typeof favoritesDecider.evolve>[1]) => favoritesDecider.evolve(s, e) };
    const third = f.process();
    await foldStream(third.deps, favoritesStream('s1'), changed);
    assert.is(third.view.read, SNAPSHOT_EVERY + 1, 'the whole stream');
  } finally {
    await f.close();
  }
});

const AT = '2025-03-01T10:00:00Z';
const metadata = { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: AT, schemaVersion: 1 };
const details = (i: number) => ({ userId: 'u1', companyName: `Acme ${i % 3}`, companyField: 'Tech', location: 'Pune', website: null, at: AT });

test("the user aggregate's snapshot reads back to the same state and decisions (company details, deletion)", async () => {
  const f = fixture();
  try {
    const { deps } = f.process();
    const userId = 'u1';
    const registered = { userId, username: 'acme', email: 'acme@example.com', passwordHash: 'h', role: 'company' as const, isApproved: false, registeredAt: AT };
    await f.events.append(userStream(userId), [{ id: 'reg', type: 'UserRegistered', data: registered, metadata }], { expectedRevision: 'no_stream' });
    // Details that alternate between three values: each change is an event, the same details again are none.
    for (let i = 0; i < 2 * SNAPSHOT_EVERY + 5; i++)
      await handleCommand(ctxOf(deps), userStream(userId), userDecider, { type: 'UpdateCompanyDetails', data: details(i) });
    const live = await foldStream(deps, userStream(userId), userDecider);
    const fresh = f.process();
    const fromStore = await foldStream(fresh.deps, userStream(userId), userDecider);
    assert.ok(fresh.view.read <= SNAPSHOT_EVERY + 1, `a new process read ${fresh.view.read} events`);
    const whole = foldEvents(userDecider, await f.events.readStream(userStream(userId)));
    const same: UserCommand = { type: 'UpdateCompanyDetails', data: details(2 * SNAPSHOT_EVERY + 4) };
    const other: UserCommand = { type: 'UpdateCompanyDetails', data: details(2 * SNAPSHOT_EVERY + 5) };
    for (const { state } of [live, fromStore]) {
      assert.equal(state, whole);
      assert.equal(userDecider.decide(same, state), userDecider.decide(same, whole));
      assert.equal(userDecider.decide(other, state), userDecider.decide(other, whole));
    }
    // A deletion through one process is seen by a process that resumes from the stored snapshot.
    await handleCommand(ctxOf(fresh.deps), userStream(userId), userDecider, { type: 'DeleteUser', data: { userId, at: AT } });
    const after = f.process();
    try {
      await handleCommand(ctxOf(after.deps), userStream(userId), userDecider, other);
      assert.unreachable('a deleted account takes no command');
    } catch (error) {
      assert.is((error as { kind?: string }).kind, 'not_found');
    }
  } finally {
    await f.close();
  }
});

test("the internship aggregate's snapshot keeps closes, reopens and deletion", async () => {
  const f = fixture();
  try {
    const { deps } = f.process();
    const internshipId = 'i1';
    const posted = { internshipId, companyId: 'c1', questions: [], postedAt: AT } as unknown;
    await f.events.append(internshipStream(internshipId), [{ id: 'post', type: 'InternshipPosted', data: posted, metadata }], { expectedRevision: 'no_stream' });
    const by = { id: 'c1', as: 'company' as const };
    for (let i = 0; i < SNAPSHOT_EVERY + 3; i++)
      await handleCommand(ctxOf(deps), internshipStream(internshipId), internshipDecider, { type: 'EditInternship', data: { internshipId, changes: {}, isActive: i % 2 === 1, by, at: AT } });
    const whole = foldEvents(internshipDecider, await f.events.readStream(internshipStream(internshipId)));
    assert.is(whole.isActive, false);
    const fresh = f.process();
    assert.equal((await foldStream(fresh.deps, internshipStream(internshipId), internshipDecider)).state, whole);
    await handleCommand(ctxOf(fresh.deps), internshipStream(internshipId), internshipDecider, { type: 'DeleteInternship', data: { internshipId, at: AT } });
    const state = (await foldStream(f.process().deps, internshipStream(internshipId), internshipDecider)).state;
    assert.equal(state, foldEvents(internshipDecider, await f.events.readStream(internshipStream(internshipId))));
    assert.is(state.deleted, true);
  } finally {
    await f.close();
  }
});

test('an e-mail is taken and recorded as sent reading its queued message once (decided on the history just read, then from the snapshot)', async () => {
  const f = fixture();
  try {
    const { view, deps } = f.process();
    const ctx = ctxOf(deps);
    const message = { messageId: 'm1', kind: 'applicationSubmitted' as const, subjectId: 's1', to: 'a@example.com', subject: 'S', text: 'T', html: '<p>H</p>', causeId: 'e1', at: '2025-03-01T10:00:00.000Z' };
    await queueEmail(ctx, message);
    const before = view.read;
    const taken = await takeEmail(ctx, 'm1', new Date('2025-03-01T10:01:00Z'));
    assert.equal(taken?.message.subject, 'S');
    assert.equal(taken?.attempt, 1);
    assert.is(view.read - before, 1, 'taking reads the stream once (the queued message)');
    await recordEmailSent(ctx, 'm1');
    assert.is(view.read - before, 2, 'recording reads only the attempt after the snapshot');
    const stored = await f.events.readStream(emailMessageStream('m1'));
    assert.equal(stored.map((e) => e.type), ['EmailQueued', 'EmailSendStarted', 'EmailSent']);
    assert.equal(foldEvents(emailDecider, stored).status, 'sent');
    // A concurrent change after the read is still caught: the append at the folded revision is refused and retried.
    await queueEmail(ctx, { ...message, messageId: 'm2' });
    const stale = { state: foldEvents(emailDecider, await f.events.readStream(emailMessageStream('m2'))), revision: 0, eventId: null };
    await takeEmail(ctx, 'm2', new Date('2025-03-01T10:01:00Z'));
    const refused = await handleCommand(ctx, emailMessageStream('m2'), emailDecider, { type: 'StartSending', data: { messageId: 'm2', leaseUntil: '2025-03-01T10:02:00.000Z', at: '2025-03-01T10:00:00.000Z' } }, { folded: stale }).then(
      () => null,
      (error: Error) => error.message,
    );
    assert.is(refused, 'This message is not due for sending', 'the retry reads the stream as stored: the message is being sent');
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
          await handleCommand(ctxOf(p.deps), favoritesStream('s1'), favoritesDecider, toggle(add ? 0 : 1, `i${n}`));
        }
        const whole = foldEvents(favoritesDecider, await f.events.readStream(favoritesStream('s1')));
        assert.equal((await foldStream(p.deps, favoritesStream('s1'), favoritesDecider)).state, whole);
        assert.equal((await foldStream(f.process(maxRecent).deps, favoritesStream('s1'), favoritesDecider)).state, whole);
      } finally {
        await f.close();
      }
    }),
    { numRuns: 10 },
  );
});

test.run();
