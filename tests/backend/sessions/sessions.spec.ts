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
    peek: (id) => rows.get(id),
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

test('a copy kept in memory that looks idle is checked against the store before the session is ended', async () => {
  let t = 0;
  const store = memoryStore();
  // A store that keeps copies: `get` answers the copy of the first read, `reread` the table (another instance touched it).
  const kept = new Map<string, SessionRecord>();
  const caching: SessionStore = {
    ...store,
    async get(id) {
      const record = kept.get(id) ?? (await store.get(id));
      if (record) kept.set(id, record);
      return record;
    },
    reread: (id) => store.get(id),
  };
  const sessions = createSessions(caching, { idleMs: 10 * MINUTE, maxAgeMs: 1000 * MINUTE }, () => t);
  await sessions.koaStore.set('s1', { userId: 'u1' });
  await sessions.koaStore.get('s1');
  t = 8 * MINUTE;
  await store.put({ ...(await store.get('s1'))!, lastSeenAt: t }); // seen on another instance
  t = 15 * MINUTE;
  assert.equal(await sessions.koaStore.get('s1'), { userId: 'u1' }, 'the copy says idle for 15 minutes; the store says 7');
  assert.is((await store.get('s1'))?.state, 'active');
  t = 30 * MINUTE;
  assert.is(await sessions.koaStore.get('s1'), null, 'idle for 22 minutes in the store too');
  assert.is((await store.get('s1'))?.state, 'expired');
});

test('current: the kept record of an active session with no write due, the same object until the session is written', async () => {
  let t = 0;
  const store = memoryStore();
  const sessions = createSessions(store, { idleMs: 10 * MINUTE, maxAgeMs: 1000 * MINUTE }, () => t);
  await sessions.koaStore.set('s1', { userId: 'u1' });
  const kept = sessions.current('s1');
  assert.is(kept?.userId, 'u1');
  t = 4 * MINUTE;
  assert.is(sessions.current('s1'), kept, 'the same record while nothing changed');
  t = 5 * MINUTE;
  assert.is(sessions.current('s1'), undefined, 'a touch is due: the next request must go the whole way');
  await sessions.koaStore.get('s1');
  await sessions.touch('s1');
  const touched = sessions.current('s1');
  assert.ok(touched && touched !== kept, 'after the touch, a new record');
  await sessions.koaStore.destroy('s1');
  assert.is(sessions.current('s1'), undefined, 'signed out');
  assert.is(sessions.current('nobody'), undefined);
  await sessions.koaStore.set('s2', { userId: 'u1' });
  t = 20 * MINUTE;
  assert.is(sessions.current('s2'), undefined, 'idle past the limit');
  const without = createSessions({ ...memoryStore(), peek: undefined }, { idleMs: 10 * MINUTE, maxAgeMs: 1000 * MINUTE }, () => t);
  await without.koaStore.set('s3', { userId: 'u1' });
  assert.is(without.current('s3'), undefined, 'a store that keeps nothing in memory vouches for nothing');
});

test.run();
