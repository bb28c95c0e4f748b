// API tests for GET /api/internships (filters, newest first) and GET /api/internships/:id over real HTTP.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { approvedCompany, assertClean, internshipInput, postTestInternship, signedInStudent, systemAt } from '../../helpers/journey-fixtures';
import { registerUser } from '@backend/commands/users/register-user';
import { postInternship } from '@backend/commands/internships/post-internship';
import { DomainError } from '@domain/shared/errors';
import type { Internship } from '@domain/internships/types';

const api = suite<{ srv: TestServer; ids: Record<string, string> }>('internships API');

// DESIGN.md §4.6 adds the stipend, weeks and country as data (the search's own fields never show).
const INTERNSHIP_KEYS = ['applicationDeadline', 'category', 'companyId', 'country', 'createdAt', 'description', 'duration', 'durationWeeks', 'hoursPerWeek', 'id', 'isActive', 'location', 'minAge', 'questions', 'requirements', 'salary', 'schedule', 'skills', 'startDate', 'stipend', 'title', 'type'];

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const company = await approvedCompany(ctx.srv);
  const post = async (key: string, over: Parameters<typeof postTestInternship>[2], at: string) =>
    (ctx.ids[key] = (await postTestInternship(ctx.srv, company.id, over, at)).id);
  ctx.ids = {};
  await post('web', { title: 'Web Intern', description: 'Build pages', location: 'Mumbai, India', type: 'remote', skills: ['HTML/CSS', 'JavaScript'] }, '2025-03-01T10:00:00.000Z');
  await post('design', { title: 'Poster Designer', description: 'Make posters for events', location: 'Pune, India', type: 'onsite', skills: ['Design', 'Canva Design'], salary: '₹5,000 / month' }, '2025-03-02T10:00:00.000Z');
  await post('events', { title: 'Event Management Intern', description: 'Run a summit; some WEB work too', location: 'Colombo, Sri Lanka', type: 'hybrid', skills: ['Customer Service'], applicationDeadline: '2030-04-01', startDate: '2030-05-01' }, '2025-03-03T10:00:00.000Z');
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const titles = (body: Internship[]) => body.map((i) => i.title);

api('lists every active internship, newest first, with exactly the Internship fields', async ({ srv }) => {
  const res = await client(srv.url).get<Internship[]>('/api/internships');
  assert.is(res.status, 200);
  assert.equal(titles(res.body), ['Event Management Intern', 'Poster Designer', 'Web Intern']);
  for (const i of res.body) {
    assert.equal(Object.keys(i).sort(), INTERNSHIP_KEYS);
    assert.is(i.isActive, true);
  }
  const events = res.body[0];
  assert.is(events.applicationDeadline, '2030-04-01');
  assert.is(events.startDate, '2030-05-01');
  assert.is(events.createdAt, '2025-03-03T10:00:00.000Z');
  assert.is(res.body[1].salary, '₹5,000 / month');
  assert.is(res.body[2].salary, null);
  assertClean(res.text);
});

api('location and q are case-insensitive substrings; q matches title or description', async ({ srv }) => {
  const c = client(srv.url);
  assert.equal(titles((await c.get('/api/internships?location=PUNE')).body), ['Poster Designer']);
  assert.equal(titles((await c.get('/api/internships?location=india')).body), ['Poster Designer', 'Web Intern']);
  assert.equal(titles((await c.get('/api/internships?q=web')).body), ['Event Management Intern', 'Web Intern']);
  assert.equal(titles((await c.get('/api/internships?q=POSTERS')).body), ['Poster Designer']);
  assert.equal((await c.get('/api/internships?q=nothing-matches-this')).body, []);
});

api('type is exact; empty or all means any; anything else is 400', async ({ srv }) => {
  const c = client(srv.url);
  assert.equal(titles((await c.get('/api/internships?type=hybrid')).body), ['Event Management Intern']);
  assert.equal(titles((await c.get('/api/internships?type=onsite')).body), ['Poster Designer']);
  assert.is((await c.get('/api/internships?type=')).body.length, 3);
  assert.is((await c.get('/api/internships?type=all')).body.length, 3);
  const bad = await c.get('/api/internships?type=underwater');
  assert.is(bad.status, 400);
  assert.is(bad.body.errors.type, 'Type must be remote, onsite or hybrid');
});

api('skills match any of the given skills (comma-separated or repeated)', async ({ srv }) => {
  const c = client(srv.url);
  assert.equal(titles((await c.get('/api/internships?skills=Design,JavaScript')).body), ['Poster Designer', 'Web Intern']);
  assert.equal(titles((await c.get('/api/internships?skills=Design&skills=Customer%20Service')).body), ['Event Management Intern', 'Poster Designer']);
  assert.equal((await c.get('/api/internships?skills=Python')).body, []);
  assert.equal(titles((await c.get('/api/internships?skills=HTML%2FCSS&type=remote&location=mumbai')).body), ['Web Intern']);
});

api('the detail is public; unknown ids are 404 Internship not found', async ({ srv, ids }) => {
  const c = client(srv.url);
  const res = await c.get<Internship>(`/api/internships/${ids.design}`);
  assert.is(res.status, 200);
  assert.is(res.body.title, 'Poster Designer');
  assert.equal(Object.keys(res.body).sort(), INTERNSHIP_KEYS);
  assertClean(res.text);
  const missing = await c.get('/api/internships/does-not-exist');
  assert.is(missing.status, 404);
  assert.equal(missing.body, { message: 'Internship not found' });
});

api('only an approved company can have internships posted for it', async ({ srv }) => {
  const pending = await registerUser(systemAt(srv), { email: `pending.${Date.now()}@example.com`, password: 'secret123', role: 'company', firstName: 'Company', lastName: 'User', location: 'India' });
  for (const ctx of [systemAt(srv), { ...systemAt(srv), actor: { id: pending.userId, role: 'company' as const } }]) {
    try {
      await postInternship(ctx, pending.userId, internshipInput());
      assert.unreachable('an unapproved company posted an internship');
    } catch (error) {
      assert.instance(error, DomainError);
      assert.is((error as DomainError).kind, 'forbidden');
    }
  }
  // Nor can anything be posted for a student's account.
  const { id: studentId } = (await signedInStudent(srv)).user;
  try {
    await postInternship(systemAt(srv), studentId, internshipInput());
    assert.unreachable('an internship was posted for a student');
  } catch (error) {
    assert.is((error as DomainError).kind, 'forbidden');
  }
  assert.is((await client(srv.url).get('/api/internships')).body.length, 3);
});

api.run();
