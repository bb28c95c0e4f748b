// API tests for applying (POST /api/applications), the student's list and an application's history, over real HTTP.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { approvedCompany, assertClean, postTestInternship, signedInAdmin, signedInCompany, signedInStudent, systemAt } from '../../helpers/journey-fixtures';
import { setApplicationStatus } from '@backend/commands/applications/set-application-status';
import type { Application, ApplicationHistoryEntry } from '@domain/applications/types';

const api = suite<{ srv: TestServer; first: string; second: string }>('applications API');

const APPLICATION_KEYS = ['answers', 'appliedAt', 'availability', 'coverLetter', 'id', 'internshipClosed', 'internshipId', 'internshipTitle', 'profile', 'resume', 'status', 'studentId'];

api.before(async (ctx) => {
  // SPEC.md's flows, which have no parental consent step (DESIGN.md §1: PARENTAL_CONSENT=off).
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
  const company = await approvedCompany(ctx.srv);
  ctx.first = (await postTestInternship(ctx.srv, company.id, { title: 'First Internship' })).id;
  ctx.second = (await postTestInternship(ctx.srv, company.id, { title: 'Second Internship' })).id;
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const body = (internshipId: string) => ({ internshipId, coverLetter: 'I would love to join.', resume: 'Grade 11, robotics club', status: 'pending' });

api('a student applies → 201 pending application with the internship title', async ({ srv, first }) => {
  const student = await signedInStudent(srv);
  const res = await student.post<Application>('/api/applications', body(first));
  assert.is(res.status, 201);
  assert.equal(Object.keys(res.body).sort(), APPLICATION_KEYS);
  assert.is(res.body.status, 'pending');
  assert.is(res.body.studentId, student.user.id);
  assert.is(res.body.internshipId, first);
  assert.is(res.body.internshipTitle, 'First Internship');
  assert.is(res.body.coverLetter, 'I would love to join.');
  assert.is(res.body.resume, 'Grade 11, robotics club');
  assert.ok(!Number.isNaN(Date.parse(res.body.appliedAt)));
  assertClean(res.text);
});

api('resume and status may be left out; the cover letter may not (DESIGN.md §4.0)', async ({ srv, second }) => {
  const student = await signedInStudent(srv);
  const without = await student.post('/api/applications', { internshipId: second });
  assert.is(without.status, 400);
  assert.is(without.body.message, 'Please write a cover letter');
  const res = await student.post<Application>('/api/applications', { internshipId: second, coverLetter: 'My own words.' });
  assert.is(res.status, 201);
  assert.is(res.body.coverLetter, 'My own words.');
  assert.is(res.body.resume, '');
  assert.is(res.body.status, 'pending');
});

api('applying twice → 409 You have already applied to this internship', async ({ srv, first }) => {
  const student = await signedInStudent(srv);
  assert.is((await student.post('/api/applications', body(first))).status, 201);
  const again = await student.post('/api/applications', body(first));
  assert.is(again.status, 409);
  assert.is(again.body.message, 'You have already applied to this internship');
});

api('concurrent applications to one internship: exactly one is accepted', async ({ srv, first }) => {
  const student = await signedInStudent(srv);
  const results = await Promise.all(Array.from({ length: 5 }, () => student.post('/api/applications', body(first))));
  assert.equal(results.map((r) => r.status).sort(), [201, 409, 409, 409, 409]);
  for (const r of results.filter((r) => r.status === 409)) assert.is(r.body.message, 'You have already applied to this internship');
  assert.is((await student.get('/api/applications')).body.length, 1);
});

api('signed out → 401 Please sign in to apply for internships', async ({ srv, first }) => {
  const res = await client(srv.url).post('/api/applications', body(first));
  assert.is(res.status, 401);
  assert.is(res.body.message, 'Please sign in to apply for internships');
});

api('companies and admins → 403 Only student accounts can apply for internships', async ({ srv, first }) => {
  for (const c of [await signedInCompany(srv), await signedInAdmin(srv)]) {
    const res = await c.post('/api/applications', body(first));
    assert.is(res.status, 403);
    assert.is(res.body.message, 'Only student accounts can apply for internships');
  }
});

api('unknown internship → 404 Internship not found', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const res = await student.post('/api/applications', body('no-such-internship'));
  assert.is(res.status, 404);
  assert.is(res.body.message, 'Internship not found');
});

api('bad bodies → 400 with field messages; a student cannot choose another status', async ({ srv, first }) => {
  const student = await signedInStudent(srv);
  const missing = await student.post('/api/applications', {});
  assert.is(missing.status, 400);
  assert.is(missing.body.errors.internshipId, 'No internship found');
  const accepted = await student.post('/api/applications', { ...body(first), status: 'accepted' });
  assert.is(accepted.status, 400);
  assert.ok(accepted.body.errors.status);
  const huge = await student.post('/api/applications', { ...body(first), coverLetter: 'x'.repeat(3_001) });
  assert.is(huge.status, 400);
  assert.is(huge.body.errors.coverLetter, 'Your cover letter can be at most 3,000 characters');
  const notJson = await student.post('/api/applications', '{oops', { 'content-type': 'application/json' });
  assert.is(notJson.status, 400);
  assert.is((await student.get('/api/applications')).body.length, 0);
});

api('GET /api/applications → own applications only, newest first, with titles', async ({ srv, first, second }) => {
  const student = await signedInStudent(srv);
  const other = await signedInStudent(srv);
  await student.post('/api/applications', body(first));
  await new Promise((r) => setTimeout(r, 5));
  await student.post('/api/applications', body(second));
  await other.post('/api/applications', body(first));
  const res = await student.get<Application[]>('/api/applications');
  assert.is(res.status, 200);
  assert.equal(res.body.map((a) => a.internshipTitle), ['Second Internship', 'First Internship']);
  for (const a of res.body) {
    assert.is(a.studentId, student.user.id);
    assert.equal(Object.keys(a).sort(), APPLICATION_KEYS);
  }
  assertClean(res.text);
});

api('GET /api/applications: 401 signed out, [] for companies and admins', async ({ srv }) => {
  assert.is((await client(srv.url).get('/api/applications')).status, 401);
  const company = await signedInCompany(srv);
  assert.equal((await company.get('/api/applications')).body, []);
  const admin = await signedInAdmin(srv);
  const res = await admin.get('/api/applications');
  assert.is(res.status, 200);
  assert.equal(res.body, []);
});

api('history: the owner sees the submission; another student, a company or a signed-out visitor cannot', async ({ srv, second }) => {
  const student = await signedInStudent(srv);
  const application = (await student.post<Application>('/api/applications', body(second))).body;
  const res = await student.get<ApplicationHistoryEntry[]>(`/api/applications/${application.id}/history`);
  assert.is(res.status, 200);
  assert.equal(res.body, [{ at: application.appliedAt, from: null, to: 'pending', byRole: 'student', byName: 'Asha Verma', note: null }]);
  assertClean(res.text);

  const other = await signedInStudent(srv);
  const theirs = await other.get(`/api/applications/${application.id}/history`);
  const missing = await other.get('/api/applications/00000000-0000-0000-0000-000000000000/history');
  // Someone else's application looks exactly like a missing one.
  assert.is(theirs.status, 404);
  assert.equal(theirs.body, missing.body);
  assert.equal(theirs.body, { message: 'Application not found' });
  assert.is((await (await signedInCompany(srv)).get(`/api/applications/${application.id}/history`)).status, 404);
  assert.is((await client(srv.url).get(`/api/applications/${application.id}/history`)).status, 401);
});

api('history lists status changes after the submission, oldest first', async ({ srv, first }) => {
  const student = await signedInStudent(srv);
  const application = (await student.post<Application>('/api/applications', body(first))).body;
  const ctx = { ...systemAt(srv, '2030-01-01T00:00:00.000Z'), actor: { id: 'admin', role: 'admin' as const } };
  const { appended } = await setApplicationStatus(ctx, { applicationId: application.id, to: 'accepted', by: { id: 'admin', as: 'admin' } });
  await srv.backend.deps.projections.waitFor(appended);
  const history = (await student.get<ApplicationHistoryEntry[]>(`/api/applications/${application.id}/history`)).body;
  assert.equal(history.map((h) => [h.from, h.to, h.byRole]), [[null, 'pending', 'student'], ['pending', 'accepted', 'admin']]);
  assert.is((await student.get<Application[]>('/api/applications')).body[0].status, 'accepted');
});

api.run();
