// API tests for a student's favourites: GET ids, POST to save, DELETE to remove; idempotent; students only.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { approvedCompany, assertClean, postTestInternship, signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';

const api = suite<{ srv: TestServer; a: string; b: string }>('favorites API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const company = await approvedCompany(ctx.srv);
  ctx.a = (await postTestInternship(ctx.srv, company.id, { title: 'A' })).id;
  ctx.b = (await postTestInternship(ctx.srv, company.id, { title: 'B' })).id;
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

api('a new student has no favourites: GET → []', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const res = await student.get('/api/favorites');
  assert.is(res.status, 200);
  assert.equal(res.body, []);
});

api('POST saves → 201 { internshipId }; GET lists the ids; DELETE removes → 204', async ({ srv, a, b }) => {
  const student = await signedInStudent(srv);
  const saved = await student.post('/api/favorites', { internshipId: a });
  assert.is(saved.status, 201);
  assert.equal(saved.body, { internshipId: a });
  assert.is((await student.post('/api/favorites', { internshipId: b })).status, 201);
  const list = await student.get('/api/favorites');
  assert.equal(list.body, [a, b]);
  assertClean(list.text);
  const removed = await student.delete(`/api/favorites/${a}`);
  assert.is(removed.status, 204);
  assert.is(removed.text, '');
  assert.equal((await student.get('/api/favorites')).body, [b]);
});

api('saving twice or removing a missing favourite is harmless', async ({ srv, a }) => {
  const student = await signedInStudent(srv);
  assert.is((await student.post('/api/favorites', { internshipId: a })).status, 201);
  assert.is((await student.post('/api/favorites', { internshipId: a })).status, 201);
  assert.equal((await student.get('/api/favorites')).body, [a]);
  assert.is((await student.delete('/api/favorites/never-saved')).status, 204);
  assert.is((await student.delete(`/api/favorites/${a}`)).status, 204);
  assert.is((await student.delete(`/api/favorites/${a}`)).status, 204);
  assert.equal((await student.get('/api/favorites')).body, []);
});

api('favourites are per student', async ({ srv, a }) => {
  const one = await signedInStudent(srv);
  const two = await signedInStudent(srv);
  await one.post('/api/favorites', { internshipId: a });
  assert.equal((await two.get('/api/favorites')).body, []);
});

api('GET /api/favorites/internships: the saved internships, newest save first, a deleted one left out', async ({ srv }) => {
  const company = await approvedCompany(srv, 'Saved Things Ltd');
  const first = await postTestInternship(srv, company.id, { title: 'Saved first' });
  const second = await postTestInternship(srv, company.id, { title: 'Saved second' });
  const gone = await postTestInternship(srv, company.id, { title: 'Deleted later' });
  const student = await signedInStudent(srv);
  for (const i of [first, second, gone]) assert.is((await student.post('/api/favorites', { internshipId: i.id })).status, 201);
  const admin = await signedInAdmin(srv);
  assert.is((await admin.delete(`/api/admin/internships/${gone.id}`)).status, 204);
  const res = await student.get('/api/favorites/internships');
  assert.is(res.status, 200);
  assert.equal(
    (res.body as { id: string; title: string }[]).map((i) => i.title),
    ['Saved second', 'Saved first'],
  );
  assertClean(res.text);
  assert.is((await client(srv.url).get('/api/favorites/internships')).status, 401);
  assert.is((await admin.get('/api/favorites/internships')).status, 403);
});

api('unknown internship → 404; missing id → 400', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const unknown = await student.post('/api/favorites', { internshipId: 'nope' });
  assert.is(unknown.status, 404);
  assert.is(unknown.body.message, 'Internship not found');
  const bad = await student.post('/api/favorites', {});
  assert.is(bad.status, 400);
  assert.is(bad.body.errors.internshipId, 'No internship found');
});

api('signed out → 401; companies and admins → 403 Only students can save favorites', async ({ srv, a }) => {
  const visitor = client(srv.url);
  assert.is((await visitor.get('/api/favorites')).status, 401);
  assert.is((await visitor.post('/api/favorites', { internshipId: a })).status, 401);
  assert.is((await visitor.delete(`/api/favorites/${a}`)).status, 401);
  for (const c of [await signedInCompany(srv), await signedInAdmin(srv)]) {
    for (const res of [await c.get('/api/favorites'), await c.post('/api/favorites', { internshipId: a }), await c.delete(`/api/favorites/${a}`)]) {
      assert.is(res.status, 403);
      assert.is(res.body.message, 'Only students can save favorites');
    }
  }
});

api.run();
