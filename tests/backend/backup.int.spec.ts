// Backups of the embedded event store: a copy taken while the app runs under writes is consistent, restores into a data
// directory the app then starts on with everything acknowledged before the copy; restore refuses under a running server.
// A restore brings back nobody erased after the copy was taken: with the key store in place, with only the copy's keys and
// the erasure journal in DATA_DIR, with DATA_DIR lost and the journal kept elsewhere (ERASURE_JOURNAL), and for a log
// written in the clear by the first version; without any record of the erasure it says so.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Config } from '@backend/config';
import type { PublicUser } from '@domain/users/types';
import { startTestServer, testStore, type TestServer } from '../helpers/server';
import { v1FixtureClock } from '../helpers/v1-fixture-clock';
import { client, studentBody, uniqueEmail } from '../helpers/http';
import { assertAbsent, assertPresent, checkpoint, filesHolding, rawText, readModelsText } from '../helpers/privacy';
import { companyApplication } from '../helpers/company-fixtures';
import { internshipInput, signedInAdmin, signedInCompany } from '../helpers/journey-fixtures';

const test = suite('backup and restore');

const run = (script: 'backup' | 'restore', dataDir: string, file: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/backup.ts', script, file], { env: { ...process.env, DATA_DIR: dataDir, ...env }, encoding: 'utf8', timeout: 60_000 });

test('an online backup under load restores every sign-up acknowledged before it, and the app starts on it', async () => {
  const work = mkdtempSync(join(tmpdir(), 'ifh-backup-'));
  const live = join(work, 'live');
  const copy = join(work, 'copy.sqlite');
  const restored = join(work, 'restored');
  const srv = await startTestServer({ dataDir: live });
  try {
    const acknowledged: Array<{ email: string; password: string; at: number }> = [];
    let writing = true;
    const writers = Array.from({ length: 6 }, async () => {
      while (writing) {
        const body = studentBody();
        if ((await client(srv.url).post('/api/register', body)).status === 201) acknowledged.push({ email: body.email, password: body.password, at: performance.now() });
      }
    });
    // Take the copy once some sign-ups are in (however slow the machine), while the writers go on.
    for (let waited = 0; acknowledged.length < 8 && waited < 60_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const backupStarted = performance.now();
    const backup = run('backup', live, copy);
    await new Promise((r) => setTimeout(r, 500));
    writing = false;
    await Promise.all(writers);
    assert.is(backup.status, 0, backup.stderr);
    assert.match(backup.stdout, /Backed up \d+ events/);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    assert.ok(before.length >= 8, `${before.length} sign-ups before the backup`);
    console.log(`backup under load: ${backup.stdout.trim()} (${acknowledged.length} sign-ups during the run, ${before.length} before the copy)`);

    const restore = run('restore', restored, copy);
    assert.is(restore.status, 0, restore.stderr);
    const again = await startTestServer({ dataDir: restored });
    try {
      for (const a of before) assert.is((await client(again.url).post('/api/login', { username: a.email, password: a.password })).status, 200, a.email);
    } finally {
      await again.close();
    }
  } finally {
    await srv.close();
    rmSync(work, { recursive: true, force: true });
  }
});

/** A person to erase after the backup (distinctive values), and one who stays. */
const erasable = () => ({ ...studentBody(uniqueEmail('zenobia.quillhaven')), firstName: 'Zenobia', lastName: 'Quillhaven', bio: 'Paints lighthouses on pebbles' });
const GONE_TRACES = ['zenobia', 'quillhaven', 'lighthouses on pebbles'];

interface Erased {
  id: string;
  email: string;
  password: string;
  stays: { email: string; password: string };
}

/** On a running server: the person to erase and one who stays sign up; answers both. */
async function signUps(srv: TestServer): Promise<Erased & { session: ReturnType<typeof client> }> {
  const gone = erasable();
  const session = client(srv.url);
  assert.is((await session.post('/api/register', gone)).status, 201);
  const stays = { ...studentBody(uniqueEmail('kavya.remains')), firstName: 'Kavya', lastName: 'Remainwell' };
  assert.is((await client(srv.url).post('/api/register', stays)).status, 201);
  return { id: (await session.get('/api/user')).body.id as string, email: gone.email, password: gone.password, stays, session };
}

/** After a restore and a start: the erased person reads nowhere and cannot sign in; everyone else is whole; the address is free. */
async function assertStaysErased(srv: TestServer, erased: Erased) {
  const events = join(srv.dataDir, 'events.sqlite');
  checkpoint(events);
  assertAbsent(rawText(events), [...GONE_TRACES, erased.email], 'events.sqlite after the restore');
  const readModels = await readModelsText(srv.backend.deps.readStore);
  assertAbsent(readModels, [...GONE_TRACES, erased.email], 'the read models after the restore');
  assert.is(await srv.backend.deps.readStore.collection<PublicUser>('users').get(erased.id), null, 'the account is gone from the users read model');
  assertPresent(readModels, [erased.stays.email, 'remainwell'], 'the read models (the one who stays)');
  const log = JSON.stringify(await srv.backend.deps.events.readAll('', 100_000)).toLowerCase();
  assertAbsent(log, [...GONE_TRACES, erased.email], 'the log as read after the restore');
  assert.is((await client(srv.url).post('/api/login', { username: erased.email, password: erased.password })).status, 401);
  assert.is((await client(srv.url).post('/api/login', { username: erased.stays.email, password: erased.stays.password })).status, 200);
  assert.is((await client(srv.url).post('/api/register', studentBody(erased.email))).status, 201, 'the address is free again');
}

/** Signs up, backs up, erases the person, stops: the backup file and who was erased. */
async function backupThenErase(dataDir: string, work: string, config: Partial<Config> = {}) {
  const srv = await startTestServer({ dataDir, config: { parentalConsent: 'off', ...config } });
  const copy = join(work, 'backups', 'events.sqlite');
  mkdirSync(join(work, 'backups'), { recursive: true });
  try {
    const erased = await signUps(srv);
    const backup = run('backup', dataDir, copy);
    assert.is(backup.status, 0, backup.stderr);
    assert.ok(existsSync(`${copy}.keys`));
    assert.is((await erased.session.request('DELETE', '/api/user', { password: erased.password })).status, 204);
    return { copy, erased };
  } finally {
    await srv.close();
  }
}

const skippedOnPostgres = () => {
  if (testStore !== 'postgres') return false;
  console.log('backup erasure checks: skipped with TEST_STORE=postgres (npm run backup/restore handle the embedded store only)');
  return true;
};

test('a restore with the key store in place brings back nobody erased after the backup', async () => {
  if (skippedOnPostgres()) return;
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-erased-'));
  const live = join(work, 'live');
  try {
    const { copy, erased } = await backupThenErase(live, work);
    const restore = run('restore', live, copy);
    assert.is(restore.status, 0, restore.stderr);
    const again = await startTestServer({ dataDir: live, config: { parentalConsent: 'off' } });
    try {
      await assertStaysErased(again, erased);
    } finally {
      await again.close();
    }
    assert.match(restore.stdout, /Kept the data keys/);
    assert.match(restore.stdout, /1 erased person stays erased/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a restore that must take the backup\'s keys (the key store was lost) destroys the keys of those the erasure journal names', async () => {
  if (skippedOnPostgres()) return;
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-keys-'));
  const live = join(work, 'live');
  try {
    const { copy, erased } = await backupThenErase(live, work);
    // The copy of the keys still holds the person's key: the backup was taken before the erasure.
    const copied = new Database(`${copy}.keys`, { readonly: true }).prepare('SELECT key FROM data_keys WHERE subject = ?').get(erased.id) as { key: Buffer | null };
    assert.is(copied.key?.length, 32);
    for (const side of ['', '-wal', '-shm']) rmSync(join(live, `keys.sqlite${side}`), { force: true });
    const restore = run('restore', live, copy);
    assert.is(restore.status, 0, restore.stderr);
    assert.match(restore.stdout, /Restored the data keys from/);
    const restoredKey = new Database(join(live, 'keys.sqlite'), { readonly: true }).prepare('SELECT key FROM data_keys WHERE subject = ?').get(erased.id) as { key: Buffer | null };
    assert.is(restoredKey.key, null, 'the key copied back is destroyed');
    const again = await startTestServer({ dataDir: live, config: { parentalConsent: 'off' } });
    try {
      await assertStaysErased(again, erased);
    } finally {
      await again.close();
    }
    assert.match(restore.stdout, /1 data key\(s\) from the copy destroyed/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('DATA_DIR lost: a restore from the backup and its keys into a new folder keeps the erased erased through ERASURE_JOURNAL, and says so without it', async () => {
  if (skippedOnPostgres()) return;
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-lost-'));
  const live = join(work, 'live');
  const journal = join(work, 'backup-volume', 'erasures.jsonl');
  mkdirSync(join(work, 'backup-volume'));
  try {
    const { copy, erased } = await backupThenErase(live, work, { erasureJournal: journal });
    rmSync(live, { recursive: true, force: true });
    // With the journal kept on another disk, the person stays erased.
    const restored = join(work, 'restored');
    const restore = run('restore', restored, copy, { ERASURE_JOURNAL: journal });
    assert.is(restore.status, 0, restore.stderr);
    const again = await startTestServer({ dataDir: restored, config: { parentalConsent: 'off', erasureJournal: journal } });
    try {
      await assertStaysErased(again, erased);
      assert.equal(filesHolding(restored, GONE_TRACES), []);
    } finally {
      await again.close();
    }
    assert.match(restore.stdout, /1 data key\(s\) from the copy destroyed/);
    // Without any record of the erasure, the restore cannot know: it says so (README: Erasure).
    const blind = run('restore', join(work, 'blind'), copy);
    assert.is(blind.status, 0, blind.stderr);
    assert.match(blind.stdout, /anyone erased after this backup was taken is back/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a log written in the clear (v1 fixture): the restore seals in place the events of someone erased after the backup', async () => {
  if (skippedOnPostgres()) return;
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-v1-'));
  const live = join(work, 'live');
  const copy = join(work, 'events-backup.sqlite');
  mkdirSync(live, { recursive: true });
  copyFileSync(resolve('tests/fixtures/v1-events.sqlite'), join(live, 'events.sqlite'));
  const person = ['fixture.student@example.com', '"fia"', 'fixture high', 'i would love to', 'my resume'];
  try {
    const srv = await startTestServer({ dataDir: live, clock: v1FixtureClock, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
    let studentId: string;
    try {
      studentId = (await srv.backend.deps.readStore.collection<PublicUser>('users').find({})).find((u) => u.email === 'Fixture.Student@example.com')!.id;
      assert.is(run('backup', live, copy).status, 0);
      const admin = client(srv.url);
      assert.is((await admin.post('/api/login', { username: 'admin1@example.com', password: 'fixture-admin-pw' })).status, 200);
      assert.is((await admin.delete(`/api/admin/users/${studentId}`)).status, 204);
    } finally {
      await srv.close();
    }
    assertPresent(rawText(copy), person, 'the backup (taken before the erasure, in the clear)');
    const restore = run('restore', live, copy);
    assert.is(restore.status, 0, restore.stderr);
    checkpoint(join(live, 'events.sqlite'));
    assertAbsent(rawText(join(live, 'events.sqlite')), person, 'the restored log');
    assertPresent(rawText(join(live, 'events.sqlite')), ['demo.company@example.com'], 'the others in the restored log');
    const again = await startTestServer({ dataDir: live, clock: v1FixtureClock, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
    try {
      assert.is(await again.backend.deps.readStore.collection<PublicUser>('users').get(studentId), null);
      assertAbsent(await readModelsText(again.backend.deps.readStore), person, 'the read models');
    } finally {
      await again.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a company erased after a backup stays erased through a restore, and a backup taken after its deletion restores and starts', async () => {
  if (skippedOnPostgres()) return;
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-company-'));
  const live = join(work, 'live');
  const before = join(work, 'before.sqlite');
  const after = join(work, 'after.sqlite');
  const traces = ['Marmoset Metalworks', 'marmoset-metalworks.example.in', 'Marmoset Welding Intern'];
  const config = { parentalConsent: 'off' as const };
  try {
    let companyId: string;
    let internshipId: string;
    const srv = await startTestServer({ dataDir: live, config });
    try {
      const company = await signedInCompany(srv);
      companyId = company.user.id;
      const request = await company.post('/api/company-application', companyApplication({ companyName: traces[0], website: traces[1] }));
      assert.is((await (await signedInAdmin(srv)).patch(`/api/admin/company-requests/${request.body.id}`, { status: 'approved' })).status, 200);
      const posted = await company.post('/api/internships', { ...internshipInput({ title: traces[2] }), salary: '', applicationDeadline: '', startDate: '' });
      assert.is(posted.status, 201, posted.text);
      internshipId = posted.body.id;
      assert.is(run('backup', live, before).status, 0);
      assert.is((await company.request('DELETE', '/api/user', { password: 'secret123' })).status, 204);
      assert.is(run('backup', live, after).status, 0);
    } finally {
      await srv.close();
    }
    for (const copy of [before, after]) {
      const restore = run('restore', live, copy);
      assert.is(restore.status, 0, restore.stderr);
      const again = await startTestServer({ dataDir: live, config });
      try {
        assert.is((await client(again.url).get(`/api/users/${companyId}`)).status, 404, copy);
        assert.is((await client(again.url).get(`/api/internships/${internshipId}`)).status, 404, copy);
        assertAbsent(await readModelsText(again.backend.deps.readStore), traces, `the read models restored from ${copy}`);
        assertAbsent(JSON.stringify(await again.backend.deps.events.readAll('', 100_000)).toLowerCase(), traces, `the log restored from ${copy}`);
        assert.equal(filesHolding(live, traces), [], copy);
      } finally {
        await again.close();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a start erases again whoever the erasure journal names, whatever was put back by other means (a pg_restore, keys copied by hand)', async () => {
  if (skippedOnPostgres()) return;
  const work = mkdtempSync(join(tmpdir(), 'ifh-journal-start-'));
  const journal = join(work, 'elsewhere', 'erasures.jsonl');
  mkdirSync(join(work, 'elsewhere'));
  try {
    const srv = await startTestServer({ dataDir: join(work, 'data'), config: { parentalConsent: 'off', erasureJournal: journal } });
    const keys = join(work, 'data', 'keys.sqlite');
    let erased: Erased;
    let key: Buffer;
    try {
      erased = await signUps(srv);
      key = (new Database(keys, { readonly: true }).prepare('SELECT key FROM data_keys WHERE subject = ?').get(erased.id) as { key: Buffer }).key;
      assert.is((await srv.backend.deps.privacy.erasure.erase(erased.id)).keyDestroyed, true);
    } finally {
      await srv.close();
    }
    // As if the data had been put back from before the erasure: the account's key live again, the account still in the log.
    const db = new Database(keys);
    db.prepare('UPDATE data_keys SET key = ?, destroyed_at = NULL WHERE subject = ?').run(key, erased.id);
    db.close();
    rmSync(join(work, 'data', 'erasures.jsonl'));
    const again = await startTestServer({ dataDir: join(work, 'data'), config: { parentalConsent: 'off', erasureJournal: journal } });
    try {
      assert.is((await again.backend.deps.privacy.erasure.erase(erased.id)).keyDestroyed, false, 'the key is destroyed again at the start');
      assert.is(await again.backend.deps.readStore.collection<PublicUser>('users').get(erased.id), null, 'the account is deleted again at the start');
      assert.is((await client(again.url).post('/api/login', { username: erased.email, password: erased.password })).status, 401);
      assert.is((await client(again.url).post('/api/login', { username: erased.stays.email, password: erased.stays.password })).status, 200);
    } finally {
      await again.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('restore refuses while a server runs on the data directory, and refuses a file that is not a store', () => {
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-'));
  try {
    writeFileSync(join(work, 'server.pid'), String(process.pid));
    writeFileSync(join(work, 'copy.sqlite'), 'not a database');
    const running = run('restore', work, join(work, 'copy.sqlite'));
    assert.is(running.status, 1);
    assert.match(running.stderr, /The server is running/);
    rmSync(join(work, 'server.pid'));
    const junk = run('restore', work, join(work, 'copy.sqlite'));
    assert.is(junk.status, 1);
    assert.match(junk.stderr, /not a readable event store/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('with DATABASE_URL, backup and restore touch nothing and point to pg_dump / pg_restore (no password shown)', () => {
  const work = mkdtempSync(join(tmpdir(), 'ifh-backup-pg-'));
  try {
    for (const script of ['backup', 'restore'] as const) {
      const res = run(script, work, join(work, 'copy'), { DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/internships' });
      assert.is(res.status, 1);
      assert.match(res.stderr, /This store is PostgreSQL/);
      assert.match(res.stderr, /pg_dump/);
      assert.match(res.stderr, /pg_restore/);
      assert.not.match(res.stderr, /s3cret/);
      assert.not.ok(existsSync(join(work, 'copy')));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
