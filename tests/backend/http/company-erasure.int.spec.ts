// Erasure of a company account: everything the company wrote about itself — its application, its details, its profile edits,
// its postings — is sealed with its own key from the start, so that deleting the account leaves none of it readable in any
// file under DATA_DIR, in the log as read or in any read model; its postings leave every list. A log written in the clear by
// the first version (the v1 fixture) still reads, and is sealed in place when its company is deleted.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuditEntry } from '@domain/admin/types';
import type { CompanyRequest } from '@domain/companies/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { projections } from '@backend/projections';
import { createProjectionRuntime } from '@backend/processors/projection-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { openEventStore } from '@backend/stores';
import { companyApplication } from '../../helpers/company-fixtures';
import { client, studentBody, uniqueEmail } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { signedInAdmin } from '../../helpers/journey-fixtures';
import { assertAbsent, assertPresent, checkpoint, filesHolding, rawText, readModelsText } from '../../helpers/privacy';
import { startTestServer, testStore } from '../../helpers/server';
import { v1FixtureClock } from '../../helpers/v1-fixture-clock';

const test = suite('company erasure');

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The company's own words, each distinctive: none may be readable anywhere once the account is deleted. */
const COMPANY = {
  name: 'Quokkaworks Robotics',
  renamed: 'Quokkaworks Automata',
  site: 'quokkaworks-robotics.example.in',
  phone: '+91 98450 12345',
  contact: 'Priyamvada',
  contactSurname: 'Thirunavukkarasu',
  place: 'Whitefield Tech Park',
};
const NEEDLES = [COMPANY.name, COMPANY.renamed, COMPANY.site, COMPANY.phone, COMPANY.contact, COMPANY.contactSurname, COMPANY.place, 'Quokkaworks'];

test('a deleted company leaves nothing readable in any file under DATA_DIR, in the log as read or in the read models', async () => {
  if (testStore === 'postgres') {
    console.log('company erasure file check: skipped with TEST_STORE=postgres (it inspects the files under DATA_DIR)');
    return;
  }
  // The read models on disk too, so that read-models.sqlite is among the files searched.
  const srv = await startTestServer({ config: { readModels: 'disk', parentalConsent: 'off' } });
  try {
    const email = uniqueEmail('hello.quokkaworks');
    const company = client(srv.url);
    const registered = await company.post('/api/register', {
      ...studentBody(email),
      role: 'company',
      firstName: COMPANY.contact,
      lastName: COMPANY.contactSurname,
      location: `${COMPANY.place}, Bengaluru`,
      bio: `Call ${COMPANY.phone}`,
    });
    assert.is(registered.status, 201, registered.text);
    await openVerificationLink(srv, email);
    const companyId = (registered.body as { id: string }).id;

    // It applies to be verified; an admin approves; it edits its profile, posts an internship and edits it.
    const request = await company.post<CompanyRequest>(
      '/api/company-application',
      companyApplication({
        companyName: COMPANY.name,
        website: COMPANY.site,
        location: `${COMPANY.place}, Bengaluru`,
        description: `Robot kits for schools. Phone ${COMPANY.phone}, ask for ${COMPANY.contact}.`,
        technicalSkills: 'Soldering the Quokkaworks way',
        otherSkills: `Visits to ${COMPANY.place}`,
      }),
    );
    assert.is(request.status, 201, request.text);
    const admin = await signedInAdmin(srv);
    assert.is((await admin.patch(`/api/admin/company-requests/${request.body.id}`, { status: 'approved' })).status, 200);
    const edited = await company.patch<PublicUser>('/api/user', { companyName: COMPANY.renamed, website: `https://${COMPANY.site}/about` });
    assert.is(edited.status, 200, edited.text);
    const posted = await company.post<Internship>('/api/internships', {
      title: 'Quokkaworks Soldering Intern',
      description: `Build robot kits with ${COMPANY.contact}. Questions: ${COMPANY.phone}.`,
      requirements: `Come to ${COMPANY.place} twice a week`,
      location: `${COMPANY.place}, Bengaluru`,
      duration: '8 weeks',
      salary: '',
      type: 'onsite',
      skills: ['Basic Coding'],
      applicationDeadline: '',
      startDate: '',
    });
    assert.is(posted.status, 201, posted.text);
    const internshipId = posted.body.id;
    assert.is((await company.patch(`/api/internships/${internshipId}`, { title: 'Quokkaworks Senior Soldering Intern', description: `Call ${COMPANY.contact} first` })).status, 200);

    // Public while it lives: its page and its posting.
    const page = await client(srv.url).get(`/api/users/${companyId}`);
    assert.is(page.status, 200, page.text);
    assert.is(page.body.companyName, COMPANY.renamed);
    assert.is((await client(srv.url).get(`/api/internships/${internshipId}`)).status, 200);

    // Sealed from the start: the log's file never held any of it.
    const events = join(srv.dataDir, 'events.sqlite');
    checkpoint(events);
    assertAbsent(rawText(events), NEEDLES, 'events.sqlite before the deletion');

    const deleted = await company.request('DELETE', '/api/user', { password: 'secret123' });
    assert.is(deleted.status, 204, deleted.text);

    // Gone from every public answer: its page, its posting, the list.
    assert.is((await client(srv.url).get(`/api/users/${companyId}`)).status, 404);
    assert.is((await client(srv.url).get(`/api/internships/${internshipId}`)).status, 404);
    assert.not.ok(((await client(srv.url).get<Internship[]>('/api/internships')).body).some((i) => i.id === internshipId));
    // The admins' trail keeps the entries, not the name.
    const audit = (await admin.get<AuditEntry[]>(`/api/admin/audit?entityId=${request.body.id}`)).body;
    const submission = audit.find((e) => e.type === 'CompanyRequestSubmitted');
    assert.is(submission?.note, 'Deleted company');
    assertAbsent(JSON.stringify(audit).toLowerCase(), NEEDLES, 'the audit trail');

    // No file under DATA_DIR holds any of it (read-models.sqlite's WAL lets go of removed documents a second after the last write).
    let holding = filesHolding(srv.dataDir, NEEDLES);
    for (let tries = 0; holding.length && tries < 100; tries++) {
      await wait(100);
      holding = filesHolding(srv.dataDir, NEEDLES);
    }
    assert.equal(holding, [], `files under DATA_DIR that still hold the company's data:\n${holding.join('\n')}`);
    assertAbsent(await readModelsText(srv.backend.deps.readStore), [...NEEDLES, email], 'the read models');

    // The log reads whole, with placeholders where the company's words were.
    const log = await srv.backend.deps.events.readAll('', 100_000);
    assertAbsent(JSON.stringify(log).toLowerCase(), [...NEEDLES, email], 'the log as read');
    const details = log.find((e) => e.type === 'CompanyDetailsUpdated' && (e.data as { userId: string }).userId === companyId);
    assert.is((details?.data as { companyName: string }).companyName, 'Deleted company');
    const postedEvent = log.find((e) => e.type === 'InternshipPosted' && (e.data as { internshipId: string }).internshipId === internshipId);
    assert.equal([(postedEvent?.data as Internship).title, (postedEvent?.data as Internship).companyId], ['', companyId]);

    // A fresh replay from the first event builds nothing of it.
    const fresh = await openEventStore(srv.backend.deps.config);
    const store = createMemoryReadStore();
    const runtime = createProjectionRuntime({ events: fresh, store, projections, log: () => undefined });
    await runtime.start();
    try {
      assertAbsent(await readModelsText(store), [...NEEDLES, email], 'a fresh replay');
    } finally {
      await runtime.stop();
      await fresh.close();
    }
  } finally {
    await srv.close();
  }
});

/** The v1 fixture with one more event written the first version's way: an edit of the demo company's posting, in the clear. */
function v1LogWithAPlainEdit(dataDir: string, internshipId: string) {
  const file = join(dataDir, 'events.sqlite');
  copyFileSync(resolve('tests/fixtures/v1-events.sqlite'), file);
  const db = new Database(file);
  try {
    const stream = `internship-${internshipId}`;
    const { revision } = db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream = ?').get(stream) as { revision: number };
    const at = '2026-11-10T10:00:00.000Z';
    db.prepare('INSERT INTO events (stream, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)').run(
      stream,
      revision + 1,
      randomUUID(),
      'InternshipEdited',
      JSON.stringify({ internshipId, changes: { title: 'Office Operations Lead Intern', description: 'Ask for the Bright Futures front desk' }, at }),
      JSON.stringify({ actorId: null, actorRole: 'system', correlationId: randomUUID(), causationId: null, at, schemaVersion: 1 }),
    );
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

test('a log written in the clear (v1 fixture) still reads, and deleting its company seals the company\'s events in place', async () => {
  if (testStore === 'postgres') {
    console.log('company erasure file check: skipped with TEST_STORE=postgres (it inspects events.sqlite)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-erase-v1-company-'));
  const internshipId = 'd412dafb-e182-46ae-a093-a5a7c43eddad';
  v1LogWithAPlainEdit(dataDir, internshipId);
  const srv = await startTestServer({ dataDir, clock: v1FixtureClock, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
  const events = join(dataDir, 'events.sqlite');
  try {
    const plain = ['Bright Futures Collective', 'brightfutures.example.org', 'demo.company@example.com', 'Office Operations', 'Chittagong', 'Bright Futures front desk'];
    assertPresent(rawText(events), plain, 'the v1 log (written in the clear)');
    // Plain company events read as they are: the public page, the postings, the edit of the first version (upcast).
    const companyId = (await srv.backend.deps.readStore.collection<PublicUser>('users').find({})).find((u) => u.email === 'demo.company@example.com')!.id;
    const page = await client(srv.url).get(`/api/users/${companyId}`);
    assert.is(page.status, 200, page.text);
    assert.is(page.body.companyName, 'Bright Futures Collective');
    const edited = await client(srv.url).get<Internship>(`/api/internships/${internshipId}`);
    assert.is(edited.body.title, 'Office Operations Lead Intern');
    const listed = (await client(srv.url).get<Internship[]>('/api/internships')).body;
    assert.ok(listed.some((i) => i.title === 'Community Outreach Intern'));

    const admin = client(srv.url);
    assert.is((await admin.post('/api/login', { username: 'admin1@example.com', password: 'fixture-admin-pw' })).status, 200);
    assert.is((await admin.delete(`/api/admin/users/${companyId}`)).status, 204);

    checkpoint(events);
    assertAbsent(rawText(events), plain, 'the v1 log after the company\'s erasure');
    // Everyone else's plain events stay as they were.
    assertPresent(rawText(events), ['fixture.student@example.com', 'admin1@example.com'], 'the others in the v1 log');
    const db = new Database(events, { readonly: true });
    assert.equal(db.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
    db.close();
    assert.is((await client(srv.url).get(`/api/users/${companyId}`)).status, 404);
    assert.equal((await client(srv.url).get<Internship[]>('/api/internships')).body.filter((i) => i.companyId === companyId), []);
    const log = await srv.backend.deps.events.readAll('', 100_000);
    assertAbsent(JSON.stringify(log).toLowerCase(), plain, 'the log as read');
    // The whole log replays.
    const replay = spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/replay.ts'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });
    assert.is(replay.status, 0, replay.stderr);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('every event that carries a company account\'s own words is sealed with that account\'s key', async () => {
  const { PERSONAL_DATA } = await import('@domain/personal-data');
  assert.equal(PERSONAL_DATA.CompanyRequestSubmitted?.subject, 'companyId');
  for (const field of ['companyName', 'companyField', 'description', 'website', 'location', 'technicalSkills', 'otherSkills'])
    assert.ok(PERSONAL_DATA.CompanyRequestSubmitted?.fields[field], `CompanyRequestSubmitted.${field}`);
  assert.equal(PERSONAL_DATA.CompanyDetailsUpdated?.subject, 'userId');
  for (const field of ['companyName', 'companyField', 'location', 'website']) assert.ok(PERSONAL_DATA.CompanyDetailsUpdated?.fields[field], `CompanyDetailsUpdated.${field}`);
  for (const field of ['changes.companyName', 'changes.companyField', 'changes.website']) assert.ok(PERSONAL_DATA.UserProfileEdited?.fields[field], `UserProfileEdited.${field}`);
  for (const type of ['InternshipPosted', 'InternshipEdited'] as const) assert.equal(PERSONAL_DATA[type]?.subject, 'companyId', type);
});

test.run();
