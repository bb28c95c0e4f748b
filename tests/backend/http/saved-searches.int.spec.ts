// API tests of saved searches (DESIGN.md §4.6): save (201; the same search again answers the first), list newest first, turn
// the daily e-mail off, delete (204); 404 for another student's search; 400 for a query the list refuses and past 20; students
// only. And the recommendations: postings from the student's interests and skills with the reasons, the age rule applied.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SavedSearch } from '@domain/saved-searches/types';
import type { Internship } from '@domain/internships/types';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ADULT_STUDENT_BORN, client, studentBody } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertAbsent, checkpoint, rawText, readModelsText } from '../../helpers/privacy';
import { approvedCompany, assertClean, postTestInternship, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';

const api = suite<{ srv: TestServer; companyId: string }>('saved searches API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.companyId = (await approvedCompany(ctx.srv)).id;
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

api('POST saves a search → 201 { id, query, emailDaily, createdAt }; GET lists them newest first', async ({ srv }) => {
  const student = await signedInStudent(srv);
  assert.equal((await student.get('/api/user/searches')).body, []);
  const first = await student.post<SavedSearch>('/api/user/searches', { query: { q: 'design', type: 'remote', skills: ['Canva Design', 'Design'] } });
  assert.is(first.status, 201, first.text);
  assert.equal(Object.keys(first.body).sort(), ['createdAt', 'emailDaily', 'id', 'query']);
  assert.equal(first.body.query, { q: 'design', type: 'remote', skills: 'Canva Design,Design' });
  assert.is(first.body.emailDaily, true);
  const second = await student.post<SavedSearch>('/api/user/searches', { query: { location: 'Dhaka' }, emailDaily: false });
  assert.is(second.status, 201);
  assert.is(second.body.emailDaily, false);
  const list = await student.get<SavedSearch[]>('/api/user/searches');
  assert.is(list.status, 200);
  assertClean(list.text);
  assert.equal(list.body.map((s) => s.id), [second.body.id, first.body.id]);
});

api('the same search saved twice answers the existing one (200), whatever the order or case', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const first = await student.post<SavedSearch>('/api/user/searches', { query: { q: 'Robotics', skills: 'Python,JavaScript' } });
  const again = await student.post<SavedSearch>('/api/user/searches', { query: { skills: ['JavaScript', 'Python'], q: 'robotics' } });
  assert.is(again.status, 200);
  assert.equal(again.body, first.body);
  assert.is((await student.get<SavedSearch[]>('/api/user/searches')).body.length, 1);
});

api('PATCH turns the daily e-mail off and on; DELETE → 204, then 404', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const { body: saved } = await student.post<SavedSearch>('/api/user/searches', { query: { q: 'music' } });
  const off = await student.patch<SavedSearch>(`/api/user/searches/${saved.id}`, { emailDaily: false });
  assert.is(off.status, 200, off.text);
  assert.is(off.body.emailDaily, false);
  assert.is((await student.get<SavedSearch[]>('/api/user/searches')).body[0].emailDaily, false);
  assert.is((await student.patch<SavedSearch>(`/api/user/searches/${saved.id}`, { emailDaily: true })).body.emailDaily, true);
  assert.is((await student.patch(`/api/user/searches/${saved.id}`, { emailDaily: 'no' })).body.message, 'emailDaily must be true or false');
  const removed = await student.delete(`/api/user/searches/${saved.id}`);
  assert.is(removed.status, 204);
  assert.is(removed.text, '');
  assert.equal((await student.get('/api/user/searches')).body, []);
  assert.is((await student.delete(`/api/user/searches/${saved.id}`)).status, 404);
  assert.is((await student.patch(`/api/user/searches/${saved.id}`, { emailDaily: false })).status, 404);
});

api("another student's search: 404 on PATCH and DELETE, and never listed", async ({ srv }) => {
  const owner = await signedInStudent(srv);
  const other = await signedInStudent(srv);
  const { body: saved } = await owner.post<SavedSearch>('/api/user/searches', { query: { q: 'film' } });
  const patched = await other.patch(`/api/user/searches/${saved.id}`, { emailDaily: false });
  assert.is(patched.status, 404);
  assert.is(patched.body.message, 'Saved search not found');
  assert.is((await other.delete(`/api/user/searches/${saved.id}`)).status, 404);
  assert.equal((await other.get('/api/user/searches')).body, []);
  assert.is((await owner.get<SavedSearch[]>('/api/user/searches')).body[0].emailDaily, true);
});

api('a query the list refuses is 400 with its message; unknown filters and a missing query too', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const badType = await student.post('/api/user/searches', { query: { type: 'underwater' } });
  assert.is(badType.status, 400);
  assert.is(badType.body.message, 'Type must be remote, onsite or hybrid');
  const unknown = await student.post('/api/user/searches', { query: { colour: 'blue' } });
  assert.is(unknown.status, 400);
  assert.is(unknown.body.message, 'Unknown search filter: colour');
  const missing = await student.post('/api/user/searches', {});
  assert.is(missing.status, 400);
  assert.is(missing.body.message, 'query must be an object of search filters');
  assert.is((await student.post('/api/user/searches', { query: {}, emailDaily: 'sometimes' })).status, 400);
});

api('at most 20 searches per student: the 21st → 400', async ({ srv }) => {
  const student = await signedInStudent(srv);
  for (let i = 0; i < 20; i++) assert.is((await student.post('/api/user/searches', { query: { q: `topic ${i}` } })).status, 201);
  const refused = await student.post('/api/user/searches', { query: { q: 'one more' } });
  assert.is(refused.status, 400);
  assert.is(refused.body.message, 'You can save up to 20 searches');
  // Saving one of the twenty again still answers it.
  assert.is((await student.post('/api/user/searches', { query: { q: 'topic 3' } })).status, 200);
});

api('students only: 401 signed out, 403 for a company', async ({ srv }) => {
  const visitor = client(srv.url);
  assert.is((await visitor.get('/api/user/searches')).status, 401);
  assert.is((await visitor.post('/api/user/searches', { query: {} })).status, 401);
  assert.is((await visitor.get('/api/user/recommendations')).status, 401);
  const company = await signedInCompany(srv);
  const refused = await company.post('/api/user/searches', { query: {} });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, 'Only students can save searches');
  assert.is((await company.get('/api/user/searches')).status, 403);
  assert.is((await company.get('/api/user/recommendations')).status, 403);
  // A student whose address is not confirmed yet cannot save a search (its e-mails would go to that address).
  const unverified = client(srv.url);
  assert.is((await unverified.post('/api/register', studentBody())).status, 201);
  const early = await unverified.post('/api/user/searches', { query: { q: 'design' } });
  assert.is(early.status, 403);
  assert.is(early.body.message, 'Please verify your email first.');
  assert.is((await unverified.get('/api/user/searches')).status, 200);
});

api('erased with the account: the query is sealed in the log from the start, and the searches leave the read models', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const words = ['zanzibarian puppetry'];
  assert.is((await student.post('/api/user/searches', { query: { q: words[0] } })).status, 201);
  const events = join(srv.dataDir, 'events.sqlite');
  if (existsSync(events)) {
    checkpoint(events);
    assertAbsent(rawText(events), words, 'events.sqlite');
  }
  const before = await readModelsText(srv.backend.deps.readStore);
  assert.ok(before.includes(words[0]), 'the read model holds the search while the account lives');
  assert.is((await student.request('DELETE', '/api/user', { password: 'secret123' })).status, 204);
  assertAbsent(await readModelsText(srv.backend.deps.readStore), words, 'the read models');
});

const onboarding = (over: Record<string, unknown>) => ({
  hobbies: ['design'],
  internshipDuration: '1-3-months',
  preferredCompanies: ['TechStart India'],
  location: 'Pune',
  grade: '11th',
  schoolName: 'City School',
  ...over,
});

api('recommendations: postings of the student’s interests and skills, each with its reason; the age rule applies', async ({ srv, companyId }) => {
  const design = await postTestInternship(srv, companyId, { title: 'Poster designer', category: 'design', skills: ['Canva Design'] });
  const python = await postTestInternship(srv, companyId, { title: 'Data helper', category: 'data', skills: ['Python', 'Data Entry'] });
  await postTestInternship(srv, companyId, { title: 'Shop assistant', category: 'retail', skills: ['Sales'] });
  const adultsOnly = await postTestInternship(srv, companyId, { title: 'Design for adults', category: 'design', minAge: 18 });

  const student = await signedInStudent(srv);
  assert.equal((await student.get('/api/user/recommendations')).body, []);
  assert.is((await student.patch('/api/user/profile', onboarding({ interestedFields: ['Design'], skills: ['Python', 'React'] }))).status, 200);
  const res = await student.get<Array<{ internship: Internship; reasons: string[] }>>('/api/user/recommendations');
  assert.is(res.status, 200);
  assertClean(res.text);
  const byId = new Map(res.body.map((r) => [r.internship.id, r.reasons]));
  assert.equal(byId.get(design.id), ['Matches your interest in design']);
  assert.equal(byId.get(python.id), ['Matches your skill: Python']);
  assert.not.ok(byId.has(adultsOnly.id), 'a student of unknown age is not shown a posting for 18+ (as in search)');
  assert.ok(res.body.every((r) => r.internship.title !== 'Shop assistant'));
  assert.ok(res.body.length <= 6);

  // An adult student is shown it.
  const adult = client(srv.url);
  const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
  assert.is((await adult.post('/api/register', body)).status, 201);
  await openVerificationLink(srv, body.email);
  assert.is((await adult.patch('/api/user/profile', onboarding({ interestedFields: ['Design'] }))).status, 200);
  const theirs = (await adult.get<Array<{ internship: Internship }>>('/api/user/recommendations')).body.map((r) => r.internship.id);
  assert.ok(theirs.includes(design.id));
  assert.ok(theirs.includes(adultsOnly.id));

  // A posting the student has applied to is no longer recommended; withdrawn, it is again.
  const applied = await adult.post<{ id: string }>('/api/applications', { internshipId: design.id, coverLetter: 'I would love to design posters with you.' });
  assert.is(applied.status, 201, applied.text);
  const after = (await adult.get<Array<{ internship: Internship }>>('/api/user/recommendations')).body.map((r) => r.internship.id);
  assert.not.ok(after.includes(design.id), 'applied to: not recommended');
  assert.ok(after.includes(adultsOnly.id));
  assert.is((await adult.post(`/api/applications/${applied.body.id}/withdraw`, {})).status, 200);
  const again = (await adult.get<Array<{ internship: Internship }>>('/api/user/recommendations')).body.map((r) => r.internship.id);
  assert.ok(again.includes(design.id), 'withdrawn: recommended again');
});

api.run();
