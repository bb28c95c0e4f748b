// The embedded session store: one process at a time holds the file (a second opening is refused with a clear error until
// the first closes), and what the first wrote is there for the next one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteSessionStore, SessionsInUseError } from '@backend/sessions/sqlite-session-store';

test('one process at a time: a second opening is refused until the first closes, and the sign-ins outlive it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-sessions-'));
  const file = join(dir, 'sessions.sqlite');
  try {
    const first = createSqliteSessionStore(file);
    const record = { id: 's1', userId: 'u1', state: 'active' as const, createdAt: 1, lastSeenAt: 2, endedAt: null };
    await first.put(record);
    assert.throws(() => createSqliteSessionStore(file), (error: Error) => error instanceof SessionsInUseError && error.message.includes(`${file} is in use by another process`));
    assert.equal(await first.get('s1'), record, 'the first one still reads and writes');
    await first.close();
    const second = createSqliteSessionStore(file);
    assert.equal(await second.get('s1'), record);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('records read are remembered until this store changes them: updates, revocations and pruning show at once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-sessions-'));
  const store = createSqliteSessionStore(join(dir, 'sessions.sqlite'));
  try {
    const a = { id: 'a', userId: 'u1', state: 'active' as const, createdAt: 1, lastSeenAt: 2, endedAt: null };
    const b = { id: 'b', userId: 'u1', state: 'active' as const, createdAt: 1, lastSeenAt: 2, endedAt: null };
    await store.put(a);
    await store.put(b);
    assert.equal(await store.get('a'), a);
    assert.equal(await store.get('b'), b);
    // A caller changing what it got changes nothing stored.
    (await store.get('a'))!.state = 'expired';
    assert.equal((await store.get('a'))!.state, 'active');
    // An update of a remembered record: its user and creation time stay the row's, as the upsert keeps them.
    await store.put({ ...a, userId: 'someone-else', createdAt: 99, lastSeenAt: 50 });
    assert.equal(await store.get('a'), { ...a, lastSeenAt: 50 });
    assert.equal(await store.endAllFor('u1', 'revoked', 60, 'b'), 1);
    assert.equal(await store.get('a'), { ...a, lastSeenAt: 50, state: 'revoked', endedAt: 60 });
    assert.equal((await store.get('b'))!.state, 'active', 'the session kept is still active');
    // Pruned by when it ended, or else by when it was last seen: b (last seen at 2) goes, a (ended at 60) stays.
    assert.equal(await store.prune(55), 1);
    assert.equal(await store.get('b'), null);
    assert.equal((await store.get('a'))!.endedAt, 60);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
