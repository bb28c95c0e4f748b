// API tests of signed-in users' own reads replayed before Koa (own-read-cache.ts), over real HTTP on the whole app: a
// repeated GET /api/user or GET /api/applications is the first answer again without the session machinery, and every
// write it depends on (the user's own, a posting closed, a sign-out, a revocation) is seen by the very next read.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application } from '@domain/applications/types';
import { editInternship } from '@backend/commands/internships/edit-internship';
import { OWN_READ_KEPT_MS } from '@backend/http/cache/own-read-cache';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, uniqueEmail, studentBody } from '../../helpers/http';
import { approvedCompany, postTestInternship, signedInStudent, systemAt } from '../../helpers/journey-fixtures';

interface Ctx {
  srv: TestServer;
  internshipId: string;
  companyId: string;
  /** Requests that went through Koa's session machinery (a replay does not). */
  sessionLookups: number;
}

const api = suite<Ctx>('signed-in reads: own answers replayed');

api.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
  ctx.companyId = (await approvedCompany(ctx.srv)).id;
  ctx.internshipId = (await postTestInternship(ctx.srv, ctx.companyId, { title: 'Replay Internship' })).id;
  // koa-session asks its store for each request with a session cookie that reaches Koa: counted here.
  const koaStore = ctx.srv.backend.deps.sessions.koaStore;
  const get = koaStore.get.bind(koaStore);
  ctx.sessionLookups = 0;
  koaStore.get = (key) => {
    ctx.sessionLookups++;
    return get(key);
  };
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

/** The headers a replay keeps: all but its own date and request id. */
const headersOf = (res: { headers: Headers }) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));

api('a repeated GET /api/user is the first answer replayed, headers and bytes, without the session machinery', async (ctx) => {
  const student = await signedInStudent(ctx.srv);
  const first = await student.get('/api/user');
  assert.is(first.status, 200);
  const second = await student.get('/api/user');
  const lookups = ctx.sessionLookups;
  const third = await student.get('/api/user');
  assert.is(ctx.sessionLookups, lookups, 'the third read was replayed');
  assert.is(third.text, second.text);
  assert.equal(headersOf(third), headersOf(second));
  assert.is.not(third.headers.get('x-request-id'), second.headers.get('x-request-id'), 'a replay gets its own request id');
  assert.is(third.headers.get('cache-control'), 'no-store', 'still never kept by a browser or a proxy');
  assert.is(JSON.parse(third.text).email, student.user.email);
});

api('each session gets its own answer: another student with the same URL never sees the first one\'s', async (ctx) => {
  const one = await signedInStudent(ctx.srv);
  const two = await signedInStudent(ctx.srv);
  for (let i = 0; i < 3; i++) {
    assert.is((await one.get('/api/user')).body.email, one.user.email);
    assert.is((await two.get('/api/user')).body.email, two.user.email);
  }
  const visitor = client(ctx.srv.url);
  assert.is((await visitor.get('/api/user')).status, 401);
  const forged = await fetch(`${ctx.srv.url}/api/user`, { headers: { cookie: one.cookieHeader().replace(/ifh\.sid=[^;]+/, 'ifh.sid=forged') } });
  assert.is(forged.status, 401, 'a cookie that differs is not the same session');
});

api('the student\'s own write is in the very next read', async (ctx) => {
  const student = await signedInStudent(ctx.srv);
  await student.get('/api/user');
  await student.get('/api/user');
  assert.is((await student.request('PUT', '/api/user/language', { language: 'hi' })).status, 200);
  assert.is((await student.get('/api/user')).body.language, 'hi');

  assert.equal((await student.get('/api/applications')).body, []);
  assert.equal((await student.get('/api/applications')).body, [], 'the empty list, replayed');
  const applied = await student.post<Application>('/api/applications', { internshipId: ctx.internshipId, coverLetter: 'I would love to join this team.' });
  assert.is(applied.status, 201, applied.text);
  const mine = await student.get<Application[]>('/api/applications');
  assert.equal(mine.body.map((a) => a.id), [applied.body.id]);
  assert.is((await student.get<Application[]>('/api/applications')).body[0].internshipClosed, false);

  // A write of someone else to a read model the answer joined (the internship, closed by its company) is seen too.
  const { appended } = await editInternship(systemAt(ctx.srv), { internshipId: ctx.internshipId, edit: { isActive: false }, by: { id: ctx.companyId, as: 'company' } });
  assert.ok(await ctx.srv.backend.deps.projections.waitFor(appended));
  assert.is((await student.get<Application[]>('/api/applications')).body[0].internshipClosed, true);
});

api('signing out, or being signed out elsewhere, ends the replays of the session at once', async (ctx) => {
  const student = await signedInStudent(ctx.srv);
  const cookie = student.cookieHeader();
  const asBefore = () => fetch(`${ctx.srv.url}/api/user`, { headers: { cookie } });
  await asBefore();
  const lookups = ctx.sessionLookups;
  assert.is((await asBefore()).status, 200);
  assert.is(ctx.sessionLookups, lookups, 'replayed while the session is active');
  assert.is((await student.post('/api/logout')).status, 204);
  assert.is((await asBefore()).status, 401, 'the old cookie after sign-out');

  // Signing out everywhere, from a second session of the same account.
  const body = studentBody(uniqueEmail());
  const first = client(ctx.srv.url);
  assert.is((await first.post('/api/register', body)).status, 201);
  const second = client(ctx.srv.url);
  assert.is((await second.post('/api/login', { username: body.username, password: body.password })).status, 200);
  await first.get('/api/user');
  const again = ctx.sessionLookups;
  assert.is((await first.get('/api/user')).status, 200);
  assert.is(ctx.sessionLookups, again, 'replayed');
  assert.is((await second.post('/api/user/sessions/end')).status, 204);
  assert.is((await first.get('/api/user')).status, 401, 'ended by the other session');
});

api('saving and unsaving an internship is in the very next read of the saved list', async (ctx) => {
  const student = await signedInStudent(ctx.srv);
  const other = (await postTestInternship(ctx.srv, ctx.companyId, { title: 'Saved Replay Internship' })).id;
  const saved = async () => ((await student.get<Array<{ internshipId: string } | string>>('/api/favorites')).body as unknown[]).length;
  const before = await saved();
  const lookups = ctx.sessionLookups;
  assert.is(await saved(), before);
  assert.is(ctx.sessionLookups, lookups, 'the saved list, replayed');
  assert.is((await student.post('/api/favorites', { internshipId: other })).status, 201);
  assert.is(await saved(), before + 1);
  assert.is((await student.delete(`/api/favorites/${other}`)).status, 204);
  assert.is(await saved(), before);
});

api('reads that are not marked replayable go through Koa every time', async (ctx) => {
  const student = await signedInStudent(ctx.srv);
  await student.get(`/api/applications/none/history`);
  const lookups = ctx.sessionLookups;
  await student.get(`/api/applications/none/history`);
  assert.is(ctx.sessionLookups, lookups + 1);
});

api.run();

const aged = suite('signed-in reads: a replay\'s age');

aged('an answer is replayed for at most OWN_READ_KEPT_MS (an age or a deadline in it moves on without a write)', async () => {
  let now = Date.now();
  const srv = await startTestServer({ config: { parentalConsent: 'off' }, clock: () => new Date(now) });
  try {
    const koaStore = srv.backend.deps.sessions.koaStore;
    const get = koaStore.get.bind(koaStore);
    let lookups = 0;
    koaStore.get = (key) => {
      lookups++;
      return get(key);
    };
    const student = await signedInStudent(srv);
    await student.get('/api/user');
    let before = lookups;
    await student.get('/api/user');
    assert.is(lookups, before, 'replayed');
    now += OWN_READ_KEPT_MS - 1;
    await student.get('/api/user');
    assert.is(lookups, before, 'still replayed just before the limit');
    now += 1;
    await student.get('/api/user');
    assert.is(lookups, before + 1, 'made again at the limit');
    before = lookups;
    await student.get('/api/user');
    assert.is(lookups, before, 'and replayed again');
  } finally {
    await srv.close();
  }
});

aged.run();
