// The encrypting decorator of the EventStore port: personal fields are sealed with the subject's key on the way in and opened
// on the way out; once the key is destroyed they read as placeholders of their kind; plain events of before read as they
// are; reads are upcast after opening; an erased subject's new events keep nothing.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { upcastEvent } from '@domain/events';
import { PERSONAL_DATA } from '@domain/personal-data';
import { createEncryptingEventStore } from '@backend/events/encrypting-event-store';
import { LOG_START, UnreadableEventError, type EventStore, type NewEvent } from '@backend/events/event-store';
import { withKeyCache, type KeyStore } from '@backend/events/key-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { createSqliteKeyStore } from '@backend/events/sqlite/sqlite-key-store';

const test = suite<{ dir: string; raw: EventStore; keys: KeyStore; events: EventStore }>('encrypting event store');

test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-seal-'));
  ctx.raw = createSqliteEventStore(join(ctx.dir, 'events.sqlite'));
  ctx.keys = withKeyCache(createSqliteKeyStore(join(ctx.dir, 'keys.sqlite')));
  ctx.events = createEncryptingEventStore(ctx.raw, { keys: ctx.keys, policy: PERSONAL_DATA, upcast: upcastEvent });
});
test.after.each(async (ctx) => {
  await ctx.events.close();
  await ctx.keys.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const meta = { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: '2026-11-01T00:00:00.000Z', schemaVersion: 1 };
const registered = (userId: string, id = `e-${userId}`): NewEvent => ({
  id,
  type: 'UserRegistered',
  metadata: meta,
  data: {
    userId, username: 'neha@example.com', email: 'neha@example.com', passwordHash: '$argon2id$x', role: 'student', firstName: 'Neha', lastName: 'Iyer',
    location: 'Chennai', bio: 'Loves chess', university: '', fieldOfStudy: '', graduationYear: 2027, skills: ['Python'], hobbies: ['chess'],
    profileComplete: false, isApproved: false, registeredAt: '2026-11-01T00:00:00.000Z', dateOfBirth: '2010-05-05',
  },
});
const rawRows = (dir: string) => (new Database(join(dir, 'events.sqlite'), { readonly: true }).prepare('SELECT data FROM events').all() as Array<{ data: string }>).map((r) => r.data).join('\n');

test('personal fields are sealed in the store and opened on read; the rest stays readable as it is', async ({ raw, events, dir }) => {
  await events.append('user-u1', [registered('u1')], { expectedRevision: 'no_stream' });
  const stored = rawRows(dir);
  for (const value of ['neha@example.com', 'Neha', 'Iyer', 'Chennai', 'Loves chess', 'Python', '2010-05-05', 'argon2id']) assert.not.ok(stored.includes(value), value);
  assert.ok(stored.includes('"userId":"u1"') && stored.includes('"role":"student"'));
  const [plain] = await raw.readStream('user-u1');
  assert.equal(Object.keys((plain.data as { $pii: object }).$pii).sort(), ['ct', 'f', 'iv', 's', 'tag', 'v']);
  const [opened] = await events.readStream('user-u1');
  assert.equal(opened.data, registered('u1').data);
});

test('after the key is destroyed: placeholders by kind, the event still reads, other people untouched', async ({ events, keys }) => {
  await events.append('user-u1', [registered('u1')], { expectedRevision: 'no_stream' });
  await events.append('user-u2', [registered('u2')], { expectedRevision: 'no_stream' });
  assert.ok(await keys.destroy('u1'));
  const [gone] = await events.readStream('user-u1');
  const d = gone.data as Record<string, unknown>;
  assert.equal([d.firstName, d.lastName, d.email, d.username, d.bio, d.skills, d.dateOfBirth, d.graduationYear], ['Deleted user', '', 'deleted@invalid', 'deleted@invalid', '', [], null, null]);
  assert.equal([d.userId, d.role, d.registeredAt], ['u1', 'student', '2026-11-01T00:00:00.000Z']);
  assert.is(((await events.readStream('user-u2'))[0].data as { firstName: string }).firstName, 'Neha');
  assert.not.ok(await keys.destroy('u1'), 'destroying twice destroys nothing more');
});

test('a stream read again is opened from what was kept (frozen, the same data); a destroyed key ends it at once', async ({ events, keys }) => {
  await events.append('user-u1', [registered('u1')], { expectedRevision: 'no_stream' });
  const [first] = await events.readStream('user-u1');
  const [again] = await events.readStream('user-u1');
  assert.equal(again.data, registered('u1').data);
  assert.is(again.data, first.data, 'the second read hands out what the first one opened');
  assert.ok(Object.isFrozen(again.data) && Object.isFrozen((again.data as { skills: string[] }).skills), 'kept data cannot be changed by a reader');
  assert.ok(await keys.destroy('u1'));
  const [gone] = await events.readStream('user-u1');
  assert.is((gone.data as { firstName: string }).firstName, 'Deleted user');
  assert.is((gone.data as { email: string }).email, 'deleted@invalid');
});

test('what was just appended reads back opened without decrypting: the stored data as written, frozen, never the writer’s objects', async ({ events, raw }) => {
  const written = registered('u5');
  await events.append('user-u5', [written], { expectedRevision: 'no_stream' });
  (written.data as { skills: string[] }).skills.push('changed by the writer afterwards');
  const [first] = await events.readAll(LOG_START);
  const [byStream] = await events.readStream('user-u5');
  assert.equal(first.data, registered('u5').data);
  assert.is(byStream.data, first.data, 'every reader is handed the one opened copy');
  assert.ok(Object.isFrozen(first.data) && Object.isFrozen((first.data as { skills: string[] }).skills));
  const changes = { firstName: 'Ravi', profileComplete: true };
  const nested: NewEvent = { id: 'e-nested', type: 'UserProfileEdited', metadata: meta, data: { userId: 'u5', changes, at: meta.at } };
  await events.append('user-u5', [nested], { expectedRevision: 'any' });
  assert.equal((await events.readStream('user-u5'))[1].data, nested.data);
  assert.ok(((await raw.readStream('user-u5'))[1].data as { $pii?: object }).$pii, 'sealed in the store all the same');
});

test('nested personal fields (profile changes); an erased subject’s new events keep nothing; tampering is an unreadable event', async ({ raw, events, keys, dir }) => {
  const edited: NewEvent = { id: 'e-edit', type: 'UserProfileEdited', metadata: meta, data: { userId: 'u3', changes: { firstName: 'Ravi', profileComplete: true }, at: meta.at } };
  await events.append('user-u3', [edited], { expectedRevision: 'any' });
  assert.equal((await events.readStream('user-u3'))[0].data, edited.data);
  await keys.destroy('u3');
  assert.equal((await events.readStream('user-u3'))[0].data, { userId: 'u3', changes: { firstName: 'Deleted user', profileComplete: true }, at: meta.at });
  await events.append('user-u3', [{ ...edited, id: 'e-edit-2', data: { userId: 'u3', changes: { lastName: 'Kumar' }, at: meta.at } }], { expectedRevision: 'any' });
  assert.not.ok(rawRows(dir).includes('Kumar'));
  const [, again] = await raw.readStream('user-u3');
  assert.is((again.data as { $pii: { erased?: boolean; ct?: string } }).$pii.erased, true);

  await events.append('user-u4', [registered('u4')], { expectedRevision: 'no_stream' });
  const db = new Database(join(dir, 'events.sqlite'));
  const row = db.prepare("SELECT position, data FROM events WHERE stream = 'user-u4'").get() as { position: number; data: string };
  const data = JSON.parse(row.data);
  db.prepare('UPDATE events SET data = ? WHERE position = ?').run(JSON.stringify({ ...data, $pii: { ...data.$pii, s: 'u4', tag: Buffer.alloc(16).toString('base64') } }), row.position);
  db.close();
  try {
    await events.readStream('user-u4');
    assert.unreachable('a tampered event must not read');
  } catch (error) {
    assert.instance(error, UnreadableEventError);
  }
});

test('plain events of before read as they are, and are upcast after opening (UserDeleted v1 → the claim stream of its time)', async ({ raw, events }) => {
  await raw.append('user-u5', [{ id: 'old', type: 'UserDeleted', metadata: meta, data: { userId: 'u5', email: 'Old.Person@example.com', role: 'student', at: meta.at } }], { expectedRevision: 'no_stream' });
  const [read] = await events.readStream('user-u5');
  assert.equal(read.data, { userId: 'u5', role: 'student', at: meta.at, claimStream: 'email-old.person@example.com' });
  assert.is(read.metadata.schemaVersion, 2);
});

test.run();
