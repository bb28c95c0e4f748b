// API tests of sessions and sign-in throttling: logout, password change, sign out everywhere and deletion end sessions at once;
// idle sessions expire; sessions survive a restart; a stranger's failures never lock the owner out from another address.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, studentBody } from '../../helpers/http';
import { ADDRESS_FAILURES_PER_WINDOW, ADDRESS_WINDOW_S, FREE_FAILURES } from '@backend/limits/sign-in-throttle';

const api = suite<{ srv: TestServer }>('sessions and sign-in throttling');

api.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { trustProxyHops: 1 } });
});
api.after(async (ctx) => ctx.srv.close());

/** A client that appears to come from `ip` (the server trusts X-Forwarded-For in this suite). */
const from = (srv: TestServer, ip: string) => {
  const c = client(srv.url);
  const headers = { 'x-forwarded-for': ip };
  return { ...c, post: (path: string, body?: unknown) => c.request('POST', path, body, headers), get: (path: string) => c.request('GET', path, undefined, headers) };
};

async function registered(srv: TestServer) {
  const body = studentBody();
  const c = client(srv.url);
  assert.is((await c.post('/api/register', body)).status, 201);
  return { body, c };
}

/** The same account signed in on another device (a second cookie jar). */
async function secondDevice(srv: TestServer, email: string, password: string) {
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password })).status, 200);
  return c;
}

api('logout ends the session on the server: a cookie saved before it no longer works anywhere', async ({ srv }) => {
  const { c } = await registered(srv);
  const saved = c.cookieHeader();
  assert.is((await c.post('/api/logout')).status, 204);
  const replay = await fetch(`${srv.url}/api/user`, { headers: { cookie: saved } });
  assert.is(replay.status, 401);
  const write = await fetch(`${srv.url}/api/favorites`, { method: 'POST', headers: { cookie: saved, 'content-type': 'application/json' }, body: '{"internshipId":"x"}' });
  assert.is(write.status, 401);
});

api('a password change ends the other sessions at once, keeps this one, and only the new password works', async ({ srv }) => {
  const { body, c } = await registered(srv);
  const other = await secondDevice(srv, body.email, body.password);
  const wrong = await c.post('/api/user/password', { currentPassword: 'not-it', newPassword: 'brand-new-pw' });
  assert.equal([wrong.status, wrong.body.errors?.currentPassword], [400, 'Current password is incorrect']);
  const weak = await c.post('/api/user/password', { currentPassword: body.password, newPassword: '      ' });
  assert.equal([weak.status, weak.body.errors?.newPassword], [400, 'Password must be at least 6 characters']);
  assert.is((await c.post('/api/user/password', { currentPassword: body.password, newPassword: 'brand-new-pw' })).status, 204);
  assert.is((await c.get('/api/user')).status, 200, 'this device stays signed in');
  assert.is((await other.get('/api/user')).status, 401, 'the other device is signed out');
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: body.password })).status, 401);
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: 'brand-new-pw' })).status, 200);
});

api('sign out everywhere ends every session, this one included', async ({ srv }) => {
  const { body, c } = await registered(srv);
  const other = await secondDevice(srv, body.email, body.password);
  assert.is((await c.post('/api/user/sessions/end')).status, 204);
  assert.is((await c.get('/api/user')).status, 401);
  assert.is((await other.get('/api/user')).status, 401);
});

api('deleting one\'s own account needs the password, ends every session and frees nothing else', async ({ srv }) => {
  const { body, c } = await registered(srv);
  const other = await secondDevice(srv, body.email, body.password);
  const refused = await c.request('DELETE', '/api/user', { password: 'nope' });
  assert.equal([refused.status, refused.body.errors?.password], [400, 'Current password is incorrect']);
  assert.is((await c.get('/api/user')).status, 200);
  assert.is((await c.request('DELETE', '/api/user', { password: body.password })).status, 204);
  assert.is((await c.get('/api/user')).status, 401);
  assert.is((await other.get('/api/user')).status, 401);
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: body.password })).status, 401);
});

api('a stranger\'s failures lock only the stranger\'s address; the owner signs in from theirs; unknown e-mails are answered the same', async ({ srv }) => {
  const { body } = await registered(srv);
  const stranger = from(srv, '203.0.113.7');
  for (let i = 0; i < FREE_FAILURES; i++) assert.is((await stranger.post('/api/login', { username: body.email, password: 'guess' })).status, 401);
  const blocked = await stranger.post('/api/login', { username: body.email, password: body.password });
  assert.is(blocked.status, 429);
  assert.is(blocked.headers.get('retry-after'), '30');
  assert.is(blocked.body.message, 'Too many failed sign-in attempts. Please try again in 30 seconds.', 'the message names the wait');
  assert.is((await from(srv, '198.51.100.20').post('/api/login', { username: body.email, password: body.password })).status, 200, 'the owner is not locked out');

  // An address that probes an unknown e-mail gets exactly the same answers.
  const unknown = 'nobody.here@example.com';
  const prober = from(srv, '203.0.113.8');
  const first = await prober.post('/api/login', { username: unknown, password: 'guess' });
  assert.equal([first.status, first.body], [401, { message: 'Invalid email or password' }]);
  for (let i = 1; i < FREE_FAILURES; i++) await prober.post('/api/login', { username: unknown, password: 'guess' });
  const locked = await prober.post('/api/login', { username: unknown, password: 'guess' });
  assert.equal([locked.status, locked.body], [429, { message: 'Too many failed sign-in attempts. Please try again in 30 seconds.' }]);
});

api('an address that sprays passwords over many accounts is refused for every account, for minutes (not an hour), and told how long', async ({ srv }) => {
  const sprayer = from(srv, '203.0.113.99');
  for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i++) await sprayer.post('/api/login', { username: `victim${i}@example.com`, password: 'Summer2026' });
  const { body } = await registered(srv);
  const refused = await sprayer.post('/api/login', { username: body.email, password: body.password });
  assert.is(refused.status, 429);
  const wait = Number(refused.headers.get('retry-after'));
  assert.ok(wait > 0 && wait <= ADDRESS_WINDOW_S && ADDRESS_WINDOW_S <= 15 * 60, `a correct password is refused for ${wait} s`);
  assert.is(refused.body.message, `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minutes.`);
  assert.is((await from(srv, '203.0.113.100').post('/api/login', { username: body.email, password: body.password })).status, 200);
});

api.run();

const lifetime = suite('session lifetime');

lifetime('a session survives a restart of the app on the same data; an idle one expires', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-sessions-'));
  const first = await startTestServer({ dataDir, config: { sessionIdleHours: 1.5 / 3600 } });
  const { c } = await registered(first);
  const cookie = c.cookieHeader();
  await first.close();
  const second = await startTestServer({ dataDir, config: { sessionIdleHours: 1.5 / 3600 } });
  try {
    assert.is((await fetch(`${second.url}/api/user`, { headers: { cookie } })).status, 200, 'the session outlived the restart');
    await new Promise((r) => setTimeout(r, 1700));
    assert.is((await fetch(`${second.url}/api/user`, { headers: { cookie } })).status, 401, 'idle for longer than the limit');
  } finally {
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

lifetime.run();

const proxy = suite('behind a TLS proxy');

proxy('with SECURE_COOKIES, a sign-up over plain HTTP is refused up front (no half-done account); through the proxy it works with a Secure cookie', async () => {
  const srv = await startTestServer({ config: { secureCookies: true, trustProxyHops: 1 } });
  try {
    const body = studentBody();
    const plain = await client(srv.url).post('/api/register', body);
    assert.equal([plain.status, plain.body.message], [403, 'This server only accepts changes over HTTPS']);
    const viaProxy = client(srv.url);
    const res = await viaProxy.request('POST', '/api/register', body, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' });
    assert.is(res.status, 201, res.text);
    assert.ok(res.headers.getSetCookie().some((c) => c.startsWith('ifh.sid=') && /;\s*secure/i.test(c) && /httponly/i.test(c)), 'a Secure, httpOnly session cookie');
    assert.ok(res.headers.get('strict-transport-security'), 'HSTS');
  } finally {
    await srv.close();
  }
});

proxy('the per-address request limit counts the forwarded client address, not the proxy', async () => {
  const srv = await startTestServer({ config: { trustProxyHops: 1, rateLimitPerMinute: 3 } });
  try {
    const attempt = (ip: string) => client(srv.url).request('POST', '/api/login', { username: 'x@example.com', password: 'nope' }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) assert.is((await attempt('203.0.113.50')).status, 401);
    const limited = await attempt('203.0.113.50');
    assert.is(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.is((await attempt('203.0.113.51')).status, 401, 'another client behind the same proxy is not limited');
  } finally {
    await srv.close();
  }
});

proxy.run();
