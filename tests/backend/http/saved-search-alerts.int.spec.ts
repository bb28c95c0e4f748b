// The daily e-mail of a saved search's new matches (DESIGN.md §4.6), on a server whose clock the test moves: a new matching
// posting → one e-mail the next day (with its link and the link to turn the alert off), and none again within the day; nothing
// new → no e-mail; e-mail turned off → none; a deleted account → none; a posting reopened since counts as new.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SavedSearch } from '@domain/saved-searches/types';
import { savedSearchesStream } from '@domain/saved-searches/decider';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mailbox, waitForMail } from '../../helpers/privacy';
import { approvedCompany, postTestInternship, signedInStudent, systemAt } from '../../helpers/journey-fixtures';
import { editInternship } from '@backend/commands/internships/edit-internship';

const HOUR = 3600_000;
const clock = { ms: Date.now() };
const iso = (ms: number) => new Date(ms).toISOString();
type Student = Awaited<ReturnType<typeof signedInStudent>>;
const api = suite<{ srv: TestServer; companyId: string; start: number; students: Student[] }>('saved search alerts');

api.before(async (ctx) => {
  ctx.srv = await startTestServer({ clock: () => new Date(clock.ms) });
  ctx.companyId = (await approvedCompany(ctx.srv)).id;
  // Signed up (and verified) before the clock moves.
  ctx.students = [];
  for (let i = 0; i < 5; i++) ctx.students.push(await signedInStudent(ctx.srv));
  ctx.start = clock.ms;
});
api.after(async (ctx) => ctx.srv.close());

/** Moves the clock, runs the due jobs, and waits until the reactors and projections have taken in what they appended. */
async function runJobsAt(srv: TestServer, ms: number) {
  clock.ms = ms;
  const deps = srv.backend.deps;
  await deps.clockJobs.runDue();
  const head = { position: await deps.events.headPosition() };
  await deps.reactors.waitFor(head);
  await deps.projections.waitFor({ position: await deps.events.headPosition() });
}

const alertsTo = (srv: TestServer, student: Student) => mailbox(srv.dataDir).filter((m) => m.kind === 'savedSearchAlert' && m.to === student.user.email);
const alertEvents = async (srv: TestServer, student: Student) =>
  (await srv.backend.deps.events.readStream(savedSearchesStream(student.user.id))).filter((e) => e.type === 'SavedSearchAlertSent');

api('new matches → one e-mail the next day; nothing new, turned off, or a deleted account → none', async ({ srv, companyId, start, students }) => {
  const save = async (student: Student, query: Record<string, string>) => {
    const res = await student.post<SavedSearch>('/api/user/searches', { query });
    assert.is(res.status, 201, res.text);
    return res.body;
  };
  const [eager, idle, optedOut, leaving] = students;
  const search = await save(eager, { q: 'robotics' });
  await save(idle, { q: 'astronomy' });
  const off = await save(optedOut, { q: 'robotics' });
  assert.is((await optedOut.patch(`/api/user/searches/${off.id}`, { emailDaily: false })).status, 200);
  await save(leaving, { q: 'robotics' });
  assert.is((await leaving.request('DELETE', '/api/user', { password: 'secret123' })).status, 204);

  const robotics = await postTestInternship(srv, companyId, { title: 'Robotics club helper', description: 'Build robotics kits.' }, iso(start + HOUR));
  await postTestInternship(srv, companyId, { title: 'Bakery helper', description: 'Bake bread.' }, iso(start + 2 * HOUR));

  // Within the first day: nothing goes.
  await runJobsAt(srv, start + 23 * HOUR);
  assert.equal(alertsTo(srv, eager), []);

  // The next day: one e-mail listing the new match, with its link and the link to turn the alert off.
  await runJobsAt(srv, start + 25 * HOUR);
  const mail = await waitForMail(srv.dataDir, (m) => m.kind === 'savedSearchAlert' && m.to === eager.user.email);
  assert.match(mail.subject, '1 new internship for your saved search');
  assert.match(mail.text, 'Robotics club helper');
  assert.match(mail.text, `${srv.url}/internship/${robotics.id}`);
  assert.match(mail.text, `${srv.url}/dashboard?search=${search.id}#saved-searches`);
  assert.match(mail.text, `${srv.url}/search?q=robotics`);
  assert.not.match(mail.text, 'Bakery');
  assert.is((await alertEvents(srv, eager)).length, 1);

  // Nothing new, e-mail off, account deleted: no alert recorded, no e-mail.
  for (const student of [idle, optedOut, leaving]) {
    assert.equal(await alertEvents(srv, student), [], student.user.email);
    assert.equal(alertsTo(srv, student), [], student.user.email);
  }

  // Later the same day, with another new match: still one e-mail (at most once in 24 hours).
  await postTestInternship(srv, companyId, { title: 'Robotics tutor', description: 'Teach robotics.' }, iso(start + 26 * HOUR));
  await runJobsAt(srv, start + 30 * HOUR);
  assert.is((await alertEvents(srv, eager)).length, 1);

  // The day after: the second e-mail lists only what is new since the first.
  await runJobsAt(srv, start + 50 * HOUR);
  const second = await waitForMail(srv.dataDir, (m) => m.kind === 'savedSearchAlert' && m.to === eager.user.email && m.text.includes('Robotics tutor'));
  assert.not.match(second.text, 'Robotics club helper');
  assert.is(alertsTo(srv, eager).length, 2);
});

api('a posting reopened since the last alert counts as new', async ({ srv, companyId, students }) => {
  const student = students[4];
  const from = clock.ms;
  const old = await postTestInternship(srv, companyId, { title: 'Marine biology assistant', description: 'Count fish.' }, iso(from - 72 * HOUR));
  const by = { id: companyId, as: 'company' } as const;
  const closed = await editInternship(systemAt(srv, iso(from - 48 * HOUR)), { internshipId: old.id, edit: { isActive: false }, by });
  await srv.backend.deps.projections.waitFor(closed.appended);
  assert.is((await student.post('/api/user/searches', { query: { q: 'marine' } })).status, 201);
  const reopened = await editInternship(systemAt(srv, iso(from + HOUR)), { internshipId: old.id, edit: { isActive: true }, by });
  await srv.backend.deps.projections.waitFor(reopened.appended);
  await runJobsAt(srv, from + 25 * HOUR);
  const mail = await waitForMail(srv.dataDir, (m) => m.kind === 'savedSearchAlert' && m.to === student.user.email);
  assert.match(mail.text, 'Marine biology assistant');
});

api.run();
