// Two app instances on one PostgreSQL agree on who is signed in and on sign-in throttling: sessions and throttle
// counters live in the database (DATABASE_URL), not in either process. The instances run in this process (each with its
// own pools and lease connection, as separate processes would); multi-instance.int.spec.ts runs separate processes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FREE_FAILURES } from '@backend/limits/sign-in-throttle';
import { client, studentBody } from '../../helpers/http';
import { requirePostgres } from '../../helpers/postgres';
import { startTestServer, type TestServer } from '../../helpers/server';

requirePostgres('sessions and throttling shared by instances on one PostgreSQL', (cluster) => {
  const test = suite<{ a: TestServer; b: TestServer }>('sessions and throttling shared by instances on one PostgreSQL');

  test.before(async (ctx) => {
    const databaseUrl = await (await cluster()).createDatabase('shared_sessions');
    // No SESSION_KEYS, and a DATA_DIR each: the first instance generates the cookie keys into the database, the second finds them.
    const config = { databaseUrl, sessionKeys: null, trustProxyHops: 1 };
    ctx.a = await startTestServer({ config });
    ctx.b = await startTestServer({ config });
  });
  test.after(async (ctx) => {
    await ctx.a?.close();
    await ctx.b?.close();
  });

  const withCookie = (srv: TestServer, cookie: string, method = 'GET', path = '/api/user') => fetch(srv.url + path, { method, headers: { cookie } });
  const from = (srv: TestServer, ip: string) => {
    const c = client(srv.url);
    return { post: (path: string, body?: unknown) => c.request('POST', path, body, { 'x-forwarded-for': ip }) };
  };

  test('a session begun on A works on B; signing out on B ends it on A', async ({ a, b }) => {
    const body = studentBody();
    const c = client(a.url);
    assert.is((await c.post('/api/register', body)).status, 201);
    const cookie = c.cookieHeader();
    assert.is((await withCookie(b, cookie)).status, 200, 'B knows the session A began');
    assert.is((await withCookie(b, cookie, 'POST', '/api/logout')).status, 204);
    assert.is((await withCookie(a, cookie)).status, 401, 'A sees the sign-out on B');
    assert.is((await withCookie(b, cookie)).status, 401);
  });

  test('a password change on A signs the other device out on B; deleting the account on B ends the rest on A', async ({ a, b }) => {
    const body = studentBody();
    const first = client(a.url);
    assert.is((await first.post('/api/register', body)).status, 201);
    const second = client(b.url);
    assert.is((await second.post('/api/login', { username: body.email, password: body.password })).status, 200);
    assert.is((await first.post('/api/user/password', { currentPassword: body.password, newPassword: 'brand-new-pw' })).status, 204);
    assert.is((await withCookie(b, second.cookieHeader())).status, 401, 'the other device is signed out on B too');
    assert.is((await withCookie(b, first.cookieHeader())).status, 200, 'the device that asked stays signed in, on B too');
    const deleted = await fetch(`${b.url}/api/user`, {
      method: 'DELETE',
      headers: { cookie: first.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'brand-new-pw' }),
    });
    assert.is(deleted.status, 204);
    assert.is((await withCookie(a, first.cookieHeader())).status, 401);
  });

  test('failed sign-ins from one address count together over both instances', async ({ a, b }) => {
    const body = studentBody();
    assert.is((await client(a.url).post('/api/register', body)).status, 201);
    const ip = '203.0.113.41';
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await from(i % 2 ? b : a, ip).post('/api/login', { username: body.email, password: 'guess' });
      assert.is(res.status, 401, `failure ${i + 1} on ${i % 2 ? 'B' : 'A'}`);
    }
    for (const srv of [a, b]) {
      const blocked = await from(srv, ip).post('/api/login', { username: body.email, password: body.password });
      assert.is(blocked.status, 429, `blocked on ${srv === a ? 'A' : 'B'} as well`);
    }
    assert.is((await from(b, '198.51.100.41').post('/api/login', { username: body.email, password: body.password })).status, 200, 'the owner, from elsewhere, is not');
  });

  test.run();
});
