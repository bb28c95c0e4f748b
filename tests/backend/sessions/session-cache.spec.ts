// The session cache: kept only while changes are heard, dropped by a change of the session or of all its user's, and a
// record read before a change heard meanwhile is not kept (a notice racing the read).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SessionCache } from '@backend/sessions/session-cache';
import type { SessionRecord } from '@backend/sessions/session-store';

const record = (id: string, userId = 'u1', state: SessionRecord['state'] = 'active'): SessionRecord => ({
  id,
  userId,
  state,
  createdAt: 1,
  lastSeenAt: 2,
  endedAt: state === 'active' ? null : 3,
});

test('nothing is kept while changes are not heard, and all is dropped when hearing stops or starts again', () => {
  const cache = new SessionCache();
  cache.keep(record('s1'), cache.generation);
  assert.is(cache.get('s1'), undefined, 'not hearing yet');
  cache.hearing(true);
  cache.keep(record('s1'), cache.generation);
  assert.equal(cache.get('s1'), record('s1'));
  assert.ok(Object.isFrozen(cache.get('s1')));
  cache.hearing(false);
  assert.is(cache.get('s1'), undefined, 'notices may be missed now');
  cache.hearing(true);
  assert.is(cache.get('s1'), undefined, 'what was kept before the gap is gone');
});

test('a change drops its session; a change of all of a user\'s drops theirs only; an ended session is never kept', () => {
  const cache = new SessionCache();
  cache.hearing(true);
  for (const r of [record('s1'), record('s2'), record('s3', 'u2')]) cache.keep(r, cache.generation);
  cache.changed('s1');
  assert.is(cache.get('s1'), undefined);
  assert.ok(cache.get('s2'));
  cache.changedAllOf('u1');
  assert.is(cache.get('s2'), undefined);
  assert.ok(cache.get('s3'), "another user's session stays");
  cache.keep(record('s4', 'u1', 'revoked'), cache.generation);
  assert.is(cache.get('s4'), undefined);
});

test('a record read before a change was heard is not kept: the change may be its own', () => {
  const cache = new SessionCache();
  cache.hearing(true);
  const before = cache.generation;
  cache.changed('s1'); // heard while the read was on its way
  cache.keep(record('s1'), before);
  assert.is(cache.get('s1'), undefined);
  cache.keep(record('s1'), cache.generation);
  assert.ok(cache.get('s1'));
});

test('bounded: beyond its size the least recently kept is forgotten', () => {
  const cache = new SessionCache(2);
  cache.hearing(true);
  for (const id of ['s1', 's2', 's3']) cache.keep(record(id), cache.generation);
  assert.is(cache.get('s1'), undefined);
  assert.ok(cache.get('s2') && cache.get('s3'));
});

test.run();
