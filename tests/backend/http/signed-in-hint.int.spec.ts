// API tests of the "signed in" hint cookie: set with the session (register, login), cleared with it (logout, sign out
// everywhere, account deletion, a session ended elsewhere, expired or not accepted), readable by the page (not
// httpOnly) and holding no secret.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, studentBody } from '../../helpers/http';

const HINT = 'ifh.signedin';
const api = suite<{ srv: TestServer }>('signed-in hint cookie');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const hintOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith(`${HINT}=`));
const hasHint = (c: ReturnType<typeof client>) => c.cookieHeader().split('; ').includes(`${HINT}=1`);

api('register sets the hint: value 1, readable by the page, lax, whole site, as long as the session', async ({ srv }) => {
  const c = client(srv.url);
  const res = await c.post('/api/register', studentBody());
  assert.is(res.status, 201);
  const cookie = hintOf(res.headers);
  assert.ok(cookie, 'no hint cookie on register');
  assert.match(cookie!, /^ifh\.signedin=1;/);
  assert.not.match(cookie!, /httponly/i);
  assert.match(cookie!, /samesite=lax/i);
  assert.match(cookie!, /path=\//i);
  const expires = Date.parse(/expires=([^;]+)/i.exec(cookie!)![1]);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('ifh.sid='))!;
  const sessionExpires = Date.parse(/expires=([^;]+)/i.exec(session)![1]);
  assert.ok(Math.abs(expires - sessionExpires) < 5_000, 'the hint expires with the session cookie');
  assert.ok(hasHint(c));
  assert.is((await c.get('/api/user')).status, 200);
});

api('logout clears the hint; login sets it again; requests in between leave it alone', async ({ srv }) => {
  const c = client(srv.url);
  const body = studentBody();
  await c.post('/api/register', body);
  assert.is(hintOf((await c.get('/api/user')).headers), undefined, 'a signed-in request with the hint sets nothing');
  const out = await c.post('/api/logout');
  assert.is(out.status, 204);
  assert.match(hintOf(out.headers) ?? '', /^ifh\.signedin=;.*expires=Thu, 01 Jan 1970/i);
  assert.not.ok(hasHint(c));
  assert.is((await c.get('/api/user')).status, 401, 'GET /api/user still answers 401 to visitors');
  const login = await c.post('/api/login', { username: body.email, password: body.password });
  assert.is(login.status, 200);
  assert.match(hintOf(login.headers) ?? '', /^ifh\.signedin=1;/);
});

api('a failed sign-in sets no hint', async ({ srv }) => {
  const c = client(srv.url);
  const body = studentBody();
  await client(srv.url).post('/api/register', body);
  const res = await c.post('/api/login', { username: body.email, password: 'wrong-password' });
  assert.is(res.status, 401);
  assert.is(hintOf(res.headers), undefined);
});

api('a hint without a session the server accepts is cleared, by an API call or a page load alike', async ({ srv }) => {
  for (const path of ['/api/user', '/', '/blog']) {
    const res = await fetch(srv.url + path, { headers: { cookie: `${HINT}=1; ifh.sid=forged-session; ifh.sid.sig=forged` } });
    assert.match(hintOf(res.headers) ?? '', /^ifh\.signedin=;.*expires=Thu, 01 Jan 1970/i, path);
  }
});

api('a session made before the hint existed gets it on its next request', async ({ srv }) => {
  const c = client(srv.url);
  await c.post('/api/register', studentBody());
  const sessionOnly = c.cookieHeader().split('; ').filter((pair) => !pair.startsWith(`${HINT}=`)).join('; ');
  const res = await fetch(`${srv.url}/api/user`, { headers: { cookie: sessionOnly } });
  assert.is(res.status, 200);
  assert.match(hintOf(res.headers) ?? '', /^ifh\.signedin=1;/);
});

const cleared = (res: { headers: Headers }) => /^ifh\.signedin=;.*expires=Thu, 01 Jan 1970/i.test(hintOf(res.headers) ?? '');

api('sign out everywhere clears the hint here, and on the other device at its next request', async ({ srv }) => {
  const body = studentBody();
  const c = client(srv.url);
  await c.post('/api/register', body);
  const other = client(srv.url);
  await other.post('/api/login', { username: body.email, password: body.password });
  assert.ok(hasHint(other));
  const end = await c.post('/api/user/sessions/end');
  assert.is(end.status, 204);
  assert.ok(cleared(end));
  const next = await other.get('/api/user');
  assert.is(next.status, 401);
  assert.ok(cleared(next), 'a session ended elsewhere clears the hint');
  assert.not.ok(hasHint(other));
});

api('a password change keeps the hint on this device and clears it on the others', async ({ srv }) => {
  const body = studentBody();
  const c = client(srv.url);
  await c.post('/api/register', body);
  const other = client(srv.url);
  await other.post('/api/login', { username: body.email, password: body.password });
  const change = await c.post('/api/user/password', { currentPassword: body.password, newPassword: 'brand-new-pw' });
  assert.is(change.status, 204);
  assert.is(hintOf(change.headers), undefined, 'this session goes on');
  assert.ok(hasHint(c));
  assert.ok(cleared(await other.get('/')), 'the other device loses it, on a page load too');
});

api('deleting one\'s account clears the hint', async ({ srv }) => {
  const body = studentBody();
  const c = client(srv.url);
  await c.post('/api/register', body);
  const res = await c.request('DELETE', '/api/user', { password: body.password });
  assert.is(res.status, 204);
  assert.ok(cleared(res));
  assert.not.ok(hasHint(c));
});

api('visitors get no hint and no cookie at all', async ({ srv }) => {
  for (const path of ['/api/internships', '/api/user', '/'])
    assert.equal((await fetch(srv.url + path)).headers.getSetCookie(), [], path);
});

api.run();

const expiry = suite('signed-in hint and an expired session');

expiry('an idle session that expired clears the hint at the next request', async () => {
  const srv = await startTestServer({ config: { sessionIdleHours: 1 / 3600 } });
  try {
    const c = client(srv.url);
    await c.post('/api/register', studentBody());
    assert.ok(hasHint(c));
    await new Promise((r) => setTimeout(r, 1300));
    const res = await c.get('/api/user');
    assert.is(res.status, 401);
    assert.ok(cleared(res));
  } finally {
    await srv.close();
  }
});

expiry.run();
