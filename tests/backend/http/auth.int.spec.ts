// API tests over real HTTP for sign-up, sign-in, sign-out and the current user (SPEC.md §3/§4/§7, DESIGN.md §2).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, studentBody, uniqueEmail } from '../../helpers/http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FREE_FAILURES } from '@backend/limits/sign-in-throttle';

const api = suite<{ srv: TestServer }>('auth API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const noSecrets = (text: string, password: string) => {
  assert.not.match(text, /passwordHash|argon2|"password"|actualPassword/);
  assert.not.ok(text.includes(password), 'the password itself is in the response');
};

api('register → 201 user, signed in, no password or hash', async ({ srv }) => {
  const c = client(srv.url);
  const body = studentBody();
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201);
  assert.is(res.body.email, body.email);
  assert.is(res.body.username, body.email);
  assert.is(res.body.role, 'student');
  assert.is(res.body.profileComplete, false);
  assert.is(res.body.location, 'India');
  noSecrets(res.text, body.password);
  const setCookie = res.headers.getSetCookie().join('\n');
  assert.match(setCookie, /httponly/i);
  assert.match(setCookie, /samesite=lax/i);
  const me = await c.get('/api/user');
  assert.is(me.status, 200);
  assert.is(me.body.id, res.body.id);
  noSecrets(me.text, body.password);
});

api('register as company; role admin is refused', async ({ srv }) => {
  const company = await client(srv.url).post('/api/register', { ...studentBody(uniqueEmail('co')), role: 'company', firstName: 'Company', lastName: 'User' });
  assert.is(company.status, 201);
  assert.is(company.body.role, 'company');
  assert.is(company.body.isApproved, false);
  const admin = await client(srv.url).post('/api/register', { ...studentBody(), role: 'admin' });
  assert.is(admin.status, 400);
  assert.ok(admin.body.errors.role);
});

api('duplicate e-mail (any case) → 409 with the SPEC text', async ({ srv }) => {
  const body = studentBody();
  assert.is((await client(srv.url).post('/api/register', body)).status, 201);
  const again = await client(srv.url).post('/api/register', { ...body, email: body.email.toUpperCase() });
  assert.is(again.status, 409);
  assert.match(again.body.message, 'An account with this email already exists. Please sign in instead.');
});

api('concurrent sign-ups with one e-mail: exactly one account', async ({ srv }) => {
  const body = studentBody();
  const results = await Promise.all(Array.from({ length: 5 }, () => client(srv.url).post('/api/register', body)));
  const statuses = results.map((r) => r.status).sort();
  assert.equal(statuses, [201, 409, 409, 409, 409]);
});

api('bad bodies → 400 with SPEC §5 messages per field', async ({ srv }) => {
  const c = client(srv.url);
  const res = await c.post('/api/register', { email: 'not-an-email', password: '123', firstName: '', lastName: ' ' });
  assert.is(res.status, 400);
  assert.is(res.body.errors.email, 'Valid email is required');
  assert.is(res.body.errors.password, 'Password must be at least 6 characters');
  assert.is(res.body.errors.firstName, 'First name is required');
  assert.is(res.body.errors.lastName, 'Last name is required');
  assert.is(res.body.message, 'Valid email is required');
  const empty = await c.post('/api/login', {});
  assert.is(empty.status, 400);
  assert.is(empty.body.errors.password, 'Password is required');
  const wrongTypes = await c.post('/api/register', { email: 42, password: ['x'], firstName: {}, lastName: null });
  assert.is(wrongTypes.status, 400);
  const array = await c.post('/api/login', [1, 2]);
  assert.is(array.status, 400);
});

api('malformed JSON → 400, wrong content type → 400, huge body → 413; never a stack trace', async ({ srv }) => {
  const c = client(srv.url);
  const bad = await c.post('/api/login', '{"username":', { 'content-type': 'application/json' });
  assert.is(bad.status, 400);
  assert.is(bad.body.message, 'Invalid JSON body');
  const form = await c.post('/api/login', 'username=a&password=b', { 'content-type': 'application/x-www-form-urlencoded' });
  assert.is(form.status, 400);
  const huge = await c.post('/api/register', { ...studentBody(), bio: 'x'.repeat(200_000) });
  assert.is(huge.status, 413);
  for (const r of [bad, form, huge]) assert.not.match(r.text, /at .*\.(ts|js):\d+/);
});

api('login by e-mail (case-insensitive) → 200 user; wrong password or unknown → 401', async ({ srv }) => {
  const body = studentBody();
  await client(srv.url).post('/api/register', body);
  const c = client(srv.url);
  const ok = await c.post('/api/login', { username: body.email.toUpperCase(), password: body.password });
  assert.is(ok.status, 200);
  assert.is(ok.body.email, body.email);
  noSecrets(ok.text, body.password);
  assert.is((await c.get('/api/user')).status, 200);
  const wrong = await client(srv.url).post('/api/login', { username: body.email, password: 'wrong-password' });
  assert.is(wrong.status, 401);
  assert.is(wrong.body.message, 'Invalid email or password');
  const unknown = await client(srv.url).post('/api/login', { username: uniqueEmail(), password: 'whatever1' });
  assert.is(unknown.status, 401);
  assert.is(unknown.body.message, 'Invalid email or password');
});

api('backend admins are seeded and sign in by username or e-mail', async ({ srv }) => {
  for (const login of ['admin1', 'admin2@example.com', 'ADMIN3']) {
    const res = await client(srv.url).post('/api/login', { username: login, password: 'admin-password-for-tests' });
    assert.is(res.status, 200, login);
    assert.is(res.body.role, 'admin');
  }
});

api('repeated failed sign-ins from one address lock that address out of the account (429), even with the right password', async ({ srv }) => {
  const body = studentBody();
  await client(srv.url).post('/api/register', body);
  for (let i = 0; i < FREE_FAILURES; i++)
    assert.is((await client(srv.url).post('/api/login', { username: body.email, password: 'nope-nope' })).status, 401);
  const locked = await client(srv.url).post('/api/login', { username: body.email, password: body.password });
  assert.is(locked.status, 429);
  assert.match(locked.body.message, 'Too many failed sign-in attempts');
  // Another account is not affected.
  const other = studentBody();
  await client(srv.url).post('/api/register', other);
  assert.is((await client(srv.url).post('/api/login', { username: other.email, password: other.password })).status, 200);
});

api('logout → 204 and the user is anonymous (401)', async ({ srv }) => {
  const c = client(srv.url);
  await c.post('/api/register', studentBody());
  const out = await c.post('/api/logout');
  assert.is(out.status, 204);
  assert.is((await c.get('/api/user')).status, 401);
  assert.is((await client(srv.url).get('/api/user')).status, 401);
});

api('a tampered session cookie is not accepted', async ({ srv }) => {
  const c = client(srv.url);
  await c.post('/api/register', studentBody());
  const forged = Buffer.from(JSON.stringify({ userId: 'someone-else' })).toString('base64');
  const cookie = c.cookieHeader().replace(/ifh\.sid=[^;]+/, `ifh.sid=${forged}`);
  const res = await fetch(`${srv.url}/api/user`, { headers: { cookie } });
  assert.is(res.status, 401);
});

api('unknown API path → 404 JSON; security headers present', async ({ srv }) => {
  const res = await client(srv.url).get('/api/nope');
  assert.is(res.status, 404);
  assert.is(res.body.message, 'Not found');
  // JSON is never rendered as a page: its policy allows nothing at all (pages get helmet's full policy).
  assert.is(res.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  assert.is(res.headers.get('cache-control'), 'no-store');
  assert.is(res.headers.get('x-content-type-options'), 'nosniff');
});

api('per-address rate limit on sign-in → 429', async () => {
  const srv = await startTestServer({ config: { rateLimitPerMinute: 3 } });
  try {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await client(srv.url).post('/api/login', { username: 'x@example.com', password: 'whatever' })).status);
    assert.equal(statuses, [401, 401, 401, 429, 429]);
  } finally {
    await srv.close();
  }
});

api('accounts survive a restart on the same DATA_DIR', async () => {
  const first = await startTestServer({ dataDir: mkdtempSync(join(tmpdir(), 'ifh-restart-')) });
  const body = studentBody();
  const c = client(first.url);
  await c.post('/api/register', body);
  const cookie = c.cookieHeader();
  await first.close();
  const second = await startTestServer({ dataDir: first.dataDir });
  try {
    const res = await fetch(`${second.url}/api/user`, { headers: { cookie } });
    assert.is(res.status, 200, 'the session survives a restart too');
    assert.is((await client(second.url).post('/api/login', { username: body.email, password: body.password })).status, 200);
  } finally {
    await second.close();
  }
});

api.run();
