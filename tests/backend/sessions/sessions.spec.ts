// Sessions over their store: a used session is marked as seen at most every five minutes (so it outlives the idle limit
// while used), and a session ended between the read of a request and its touch stays ended.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SessionRecord, SessionStore } from '@backend/sessions/session-store';
import { createSessions } from '@backend/sessions/sessions';

const MINUTE = 60_000;

function memoryStore() {
  const rows = new Map<string, SessionRecord>();
  const store: SessionStore & { writes: number } = {
    name: 'memory',
    writes: 0,
    async get(id) {
      const r = rows.get(id);
      return r ? { ...r } : null;
    },
    async put(record) {
      store.writes += 1;
      rows.set(record.id, { ...record });
    },
    async endAllFor(userId, state, at, exceptId = '') {
      let n = 0;
      for (const r of rows.values()) {
        if (r.userId !== userId || r.state !== 'active' || r.id === exceptId) continue;
        rows.set(r.id, { ...r, state, endedAt: at });
        n += 1;
      }
      return n;
    },
    async prune() {
      return 0;
    },
    async close() {},
  };
  return store;
}

test('a session in use is written as seen at most every five minutes, and so outlives the idle limit', async () => {
  let t = 0;
  const store = memoryStore();
  const sessions = createSessions(store, { idleMs: 10 * MINUTE, maxAgeMs: 1000 * MINUTE }, () => t);
  await sessions.koaStore.set('s1', { userId: 'u1' });
  const request = async () => {
    const data = await sessions.koaStore.get('s1');
    if (data) await sessions.touch('s1');
    return data;
  };
  const written = store.writes;
  t = 4 * MINUTE;
  assert.equal(await request(), { userId: 'u1' });
  assert.is(store.writes, written, 'not due yet: nothing written');
  t = 6 * MINUTE;
  await request();
  assert.is((await store.get('s1'))?.lastSeenAt, 6 * MINUTE);
  t = 15 * MINUTE;
  assert.equal(await request(), { userId: 'u1' }, 'seen 9 minutes ago');
  t = 40 * MINUTE;
  assert.is(await request(), null, 'idle for 25 minutes');
});

test('a session revoked between the read and the touch of a request stays revoked', async () => {
  let t = 0;
  const store = memoryStore();
  const sessions = createSessions(store, { idleMs: 10 * MINUTE, maxAgeMs: 1000 * MINUTE }, () => t);
  await sessions.koaStore.set('s1', { userId: 'u1' });
  t = 6 * MINUTE;
  assert.equal(await sessions.koaStore.get('s1'), { userId: 'u1' });
  assert.is(await sessions.revokeAll('u1'), 1);
  await sessions.touch('s1');
  assert.is((await store.get('s1'))?.state, 'revoked');
  assert.is(await sessions.koaStore.get('s1'), null);
});

test.run();
