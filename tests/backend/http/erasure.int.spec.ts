// Erasure that reaches the log (crypto-shredding): once an account is deleted, none of its person's data can be read from
// the event store file (and its WAL), the key store, the read models or a fresh replay — while everyone else's stays whole.
// Events written in the clear before personal data was sealed (the v1 fixture) are sealed in place at erasure.
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { projections } from '@backend/projections';
import { createProjectionRuntime } from '@backend/processors/projection-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { openEventStore } from '@backend/stores';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin } from '../../helpers/journey-fixtures';
import { assertAbsent, assertPresent, checkpoint, consentToken, mailbox, rawText, readModelsText, waitForMail } from '../../helpers/privacy';
import { startTestServer, testStore } from '../../helpers/server';
import { v1FixtureClock } from '../../helpers/v1-fixture-clock';

const test = suite('erasure');

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The whole check, with the embedded read models in memory or in DATA_DIR/read-models.sqlite (READ_MODELS=disk). */
async function erasureLeavesNoTrace(readModels: 'memory' | 'disk') {
  if (testStore === 'postgres') {
    // It reads the embedded store's files byte by byte; on PostgreSQL the keys and the log live in the database.
    console.log('erasure file check: skipped with TEST_STORE=postgres (it inspects events.sqlite and keys.sqlite)');
    return;
  }
  const srv = await startTestServer({ config: { readModels } });
  const events = join(srv.dataDir, 'events.sqlite');
  const keys = join(srv.dataDir, 'keys.sqlite');
  try {
    const company = await approvedCompany(srv, 'Lotus Robotics');
    const internship = await postTestInternship(srv, company.id, { title: 'Robotics Helper' });
    const companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;

    // The person to erase: distinctive values in every kind of personal field.
    const gone = {
      ...studentBody(uniqueEmail('zephyrine.quillfeather')),
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
      dateOfBirth: '2010-03-14',
      guardianEmail: 'guardian.of.zephyrine@example.org',
    };
    const student = client(srv.url);
    assert.is((await student.post('/api/register', gone)).status, 201);
    await openVerificationLink(srv, gone.email);
    const studentId = (await student.get('/api/user')).body.id as string;
    const request = await waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentRequested' && m.to === gone.guardianEmail);
    assert.is((await client(srv.url).post(`/api/consent/${consentToken(request)}/give`, {})).status, 200);
    const profile = { hobbies: ['music'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'], location: 'Kandy, Sri Lanka', grade: '11th', schoolName: 'Marigoldvale Academy' };
    assert.is((await student.patch('/api/user/profile', profile)).status, 200);
    assert.is((await student.patch('/api/user', { bio: 'I build kites from recycled saris' })).status, 200);
    const applied = await student.post('/api/applications', { internshipId: internship.id, coverLetter: 'Cover letter of a quiet kite builder', resume: 'Resume: kites and robots' });
    assert.is(applied.status, 201, applied.text);

    // Someone who stays.
    const stays = { ...studentBody(uniqueEmail('kavya.stays')), firstName: 'Kavya', lastName: 'Remainwell', dateOfBirth: ADULT_STUDENT_BORN };
    const other = client(srv.url);
    assert.is((await other.post('/api/register', stays)).status, 201);
    await openVerificationLink(srv, stays.email);
    assert.is((await other.post('/api/applications', { internshipId: internship.id, coverLetter: 'Cover letter that stays' })).status, 201);

    const coSession = client(srv.url);
    assert.is((await coSession.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);
    assert.is((await coSession.get('/api/company/applications')).body.length, 2);
    await waitForMail(srv.dataDir, (m) => m.kind === 'newApplicant');

    const personal = [gone.email, gone.firstName, gone.lastName, gone.guardianEmail, 'Marigoldvale Academy', 'recycled saris', 'quiet kite builder', 'kites and robots', 'Kandy, Sri Lanka'];
    // Sealed from the start: not even before the deletion is any of it in the files.
    checkpoint(events);
    assertAbsent(rawText(events), personal, 'events.sqlite before the deletion');
    const keyBefore = new Database(keys, { readonly: true }).prepare('SELECT key FROM data_keys WHERE subject = ?').get(studentId) as { key: Buffer };
    assert.ok(keyBefore?.key?.length === 32, 'the student has a 32-byte key');
    // The log's stream names carry no address.
    const streams = new Database(events, { readonly: true }).prepare('SELECT DISTINCT stream FROM events').all() as Array<{ stream: string }>;
    assert.not.ok(streams.some((s) => s.stream.includes('@')), streams.filter((s) => s.stream.includes('@')).map((s) => s.stream).join(', '));

    const deleted = await student.request('DELETE', '/api/user', { password: gone.password });
    assert.is(deleted.status, 204, deleted.text);

    const raw = () => rawText(events);
    assertAbsent(raw(), personal, 'events.sqlite + WAL after the deletion');
    checkpoint(events);
    assertAbsent(raw(), personal, 'events.sqlite after a checkpoint');
    checkpoint(keys);
    const keyText = rawText(keys);
    assert.not.ok(keyText.includes(keyBefore.key.toString('latin1').toLowerCase()), 'the destroyed key is gone from keys.sqlite');
    assertAbsent(keyText, personal, 'keys.sqlite');
    assertAbsent(await readModelsText(srv.backend.deps.readStore), personal, 'the read models');
    if (readModels === 'disk') {
      // The read models' file and its WAL: removed documents are overwritten, older page versions leave the WAL soon after.
      const file = join(srv.dataDir, 'read-models.sqlite');
      for (let tries = 0; personal.some((p) => rawText(file).includes(p.toLowerCase())) && tries < 50; tries++) await wait(100);
      assertAbsent(rawText(file), personal, 'read-models.sqlite + WAL');
    }
    assertAbsent(JSON.stringify(mailbox(srv.dataDir)).toLowerCase(), personal, 'the development mailbox');

    // The log still reads whole: the student's events are there, with placeholders.
    const log = await srv.backend.deps.events.readAll('', 100_000);
    assertAbsent(JSON.stringify(log).toLowerCase(), personal, 'the log as read');
    const registered = log.find((e) => e.type === 'UserRegistered' && (e.data as { userId: string }).userId === studentId)!;
    assert.is((registered.data as { firstName: string }).firstName, 'Deleted user');
    assert.is((registered.data as { email: string }).email, 'deleted@invalid');

    // A fresh replay from the first event (another process would open the stores the same way).
    const fresh = await openEventStore(srv.backend.deps.config);
    const store = createMemoryReadStore();
    const runtime = createProjectionRuntime({ events: fresh, store, projections, log: () => undefined });
    await runtime.start();
    try {
      const replayed = await readModelsText(store);
      assertAbsent(replayed, personal, 'a fresh replay');
      assertPresent(replayed, [stays.email, 'Kavya', 'Remainwell', 'Cover letter that stays', 'Lotus Robotics'], 'a fresh replay (everyone else)');
    } finally {
      await runtime.stop();
      await fresh.close();
    }

    // The company's applicant list has the student who stays; the erased one is a tombstone row with nothing of theirs.
    const applicants = (await coSession.get('/api/company/applications')).body as Array<{ coverLetter: string; accountDeleted: boolean; student: { firstName: string } | null }>;
    assert.equal(applicants.filter((a) => !a.accountDeleted).map((a) => a.student?.firstName), ['Kavya']);
    assert.is(applicants.find((a) => !a.accountDeleted)?.coverLetter, 'Cover letter that stays');
    assert.equal(applicants.filter((a) => a.accountDeleted).map((a) => [a.student, a.coverLetter]), [[null, '']]);
    // Everyone else is whole: the student who stays signs in, the company too.
    assert.is((await client(srv.url).post('/api/login', { username: stays.email, password: stays.password })).status, 200);
    assertPresent(await readModelsText(srv.backend.deps.readStore), [stays.email, 'Remainwell', companyEmail], 'the read models (everyone else)');
    // The address is free again.
    assert.is((await client(srv.url).post('/api/register', { ...studentBody(gone.email), dateOfBirth: ADULT_STUDENT_BORN })).status, 201);
  } finally {
    await srv.close();
  }
}

test('a deleted student leaves no readable trace in events.sqlite (and its WAL), keys.sqlite, the read models or a fresh replay; others stay whole', () => erasureLeavesNoTrace('memory'));

test('the same with the read models on disk (READ_MODELS=disk): nothing of the person is left in read-models.sqlite or its WAL', () => erasureLeavesNoTrace('disk'));

test('events written in the clear before (the v1 fixture) are sealed in place at erasure: no byte of the person is left in the file', async () => {
  if (testStore === 'postgres') {
    // It reads the embedded store's files byte by byte; on PostgreSQL the keys and the log live in the database.
    console.log('erasure file check: skipped with TEST_STORE=postgres (it inspects events.sqlite and keys.sqlite)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-erase-v1-'));
  copyFileSync(resolve('tests/fixtures/v1-events.sqlite'), join(dataDir, 'events.sqlite'));
  const srv = await startTestServer({ dataDir, clock: v1FixtureClock, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
  const events = join(dataDir, 'events.sqlite');
  try {
    const person = ['Fixture.Student@example.com', '"Fia"', 'Fixture High', 'I would love to', 'My resume'];
    checkpoint(events);
    assertPresent(rawText(events), person, 'the v1 log before the erasure (written in the clear)');
    const studentId = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').find({})).find((u) => u.email === 'Fixture.Student@example.com')!.id;

    const admin = client(srv.url);
    assert.is((await admin.post('/api/login', { username: 'admin1@example.com', password: 'fixture-admin-pw' })).status, 200);
    assert.is((await admin.delete(`/api/admin/users/${studentId}`)).status, 204);

    checkpoint(events);
    assertAbsent(rawText(events), person, 'the v1 log after the erasure');
    // The plain claim stream `email-fixture.student@example.com` is gone (renamed); everyone else's plain events stay.
    assertAbsent(rawText(events), ['email-fixture.student'], 'stream names');
    assertPresent(rawText(events), ['demo.company@example.com', 'admin1@example.com'], 'the others in the v1 log');
    const db = new Database(events, { readonly: true });
    assert.equal(db.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
    db.close();
    // Replays go on: the log reads whole, the erased student's events with placeholders, the others as they were.
    const log = await srv.backend.deps.events.readAll('', 100_000);
    assert.is(log.length >= 58, true);
    assertAbsent(JSON.stringify(log).toLowerCase(), ['fixture.student@example.com', 'fixture high'], 'the log as read');
    const replay = spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/replay.ts'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });
    assert.is(replay.status, 0, replay.stderr);
    assert.match(replay.stdout, /Rebuilt \d+ read model\(s\)/);
    // The address is free for a new sign-up; the other fixture accounts still sign in.
    await wait(50);
    assert.is((await client(srv.url).post('/api/register', studentBody('fixture.student@example.com'))).status, 201);
    assert.is((await client(srv.url).post('/api/login', { username: 'admin2@example.com', password: 'fixture-admin-pw' })).status, 200);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('erasing is idempotent, and an admin deleting a company removes it from the log as read too', async () => {
  const srv = await startTestServer({ config: { parentalConsent: 'off' } });
  try {
    const admin = await signedInAdmin(srv);
    const co = client(srv.url);
    const body = { ...studentBody(uniqueEmail('orchid.co')), role: 'company', firstName: 'Company', lastName: 'User' };
    assert.is((await co.post('/api/register', body)).status, 201);
    const id = (await co.get('/api/user')).body.id as string;
    assert.is((await admin.delete(`/api/admin/users/${id}`)).status, 204);
    assert.is((await admin.delete(`/api/admin/users/${id}`)).status, 404);
    const again = await srv.backend.deps.privacy.erasure.erase(id);
    assert.equal(again, { rewritten: 0, renamed: 0, keyDestroyed: false });
    assertAbsent(JSON.stringify(await srv.backend.deps.events.readAll('', 100_000)).toLowerCase(), [body.email], 'the log as read');
  } finally {
    await srv.close();
  }
});

test.run();
