// TRUST_PROXY is a number of proxy hops: the client's address (what the limits count) and scheme are the X-Forwarded-*
// entries our outermost proxy wrote, so what a client writes further left changes nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configFromEnv } from '@backend/config';
import { FREE_FAILURES } from '@backend/limits/sign-in-throttle';
import { client, studentBody } from '../../helpers/http';
import { startTestServer } from '../../helpers/server';

const config = suite('TRUST_PROXY');

config('unset, empty, false and 0 trust no proxy; true is one hop; a number is that many; anything else stops the start', () => {
  const hops = (value: string | undefined) => configFromEnv({ TRUST_PROXY: value }).trustProxyHops;
  assert.equal([hops(undefined), hops(''), hops('false'), hops('FALSE'), hops('0')], [0, 0, 0, 0, 0]);
  assert.equal([hops('true'), hops('True'), hops('1'), hops('2'), hops(' 3 ')], [1, 1, 1, 2, 3]);
  for (const value of ['yes', 'on', '-1', '1.5', 'all', '10.0.0.0/8', '999'])
    assert.throws(() => hops(value), (error: Error) => error.message.includes('TRUST_PROXY must be the number of proxies') && error.message.includes(`"${value}"`), value);
});

config.run();

const api = suite('behind trusted proxies');

/** Sign-in attempts as they reach the app through the proxies, with the X-Forwarded-For they wrote. */
const attempt = (url: string, forwardedFor: string, body = { username: 'x@example.com', password: 'nope' }) =>
  client(url).request('POST', '/api/login', body, { 'x-forwarded-for': forwardedFor });

api('one hop: the last entry is the client; a spoofed first entry does not change the address the limits count', async () => {
  const srv = await startTestServer({ config: { trustProxyHops: 1, rateLimitPerMinute: 3 } });
  try {
    // The client writes any X-Forwarded-For it likes; our proxy appends the address it saw.
    for (let i = 0; i < 3; i++) assert.is((await attempt(srv.url, `10.9.9.${i}, 203.0.113.50`)).status, 401);
    const limited = await attempt(srv.url, '10.9.9.200, 203.0.113.50');
    assert.is(limited.status, 429, 'the fourth request from 203.0.113.50 in a minute, whatever it claimed');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.is((await attempt(srv.url, '203.0.113.50, 203.0.113.51')).status, 401, 'the client 203.0.113.51 is not limited, even naming the other');
    assert.is((await attempt(srv.url, '203.0.113.52')).status, 401, 'a client that wrote nothing');
  } finally {
    await srv.close();
  }
});

api('one hop: the sign-in throttle counts the proxy-written address too', async () => {
  const srv = await startTestServer({ config: { trustProxyHops: 1 } });
  try {
    const body = studentBody();
    assert.is((await client(srv.url).post('/api/register', body)).status, 201);
    for (let i = 0; i < FREE_FAILURES; i++) assert.is((await attempt(srv.url, `198.51.100.${i}, 203.0.113.60`, { username: body.email, password: 'guess' })).status, 401);
    assert.is((await attempt(srv.url, '192.0.2.99, 203.0.113.60', { username: body.email, password: body.password })).status, 429);
    assert.is((await attempt(srv.url, '203.0.113.60, 203.0.113.61', { username: body.email, password: body.password })).status, 200);
  } finally {
    await srv.close();
  }
});

api('two hops: the second entry from the right is the client', async () => {
  const srv = await startTestServer({ config: { trustProxyHops: 2, rateLimitPerMinute: 3 } });
  try {
    // The client's own entry, then what the outer proxy saw (the client), then what the inner proxy saw (the outer proxy).
    for (let i = 0; i < 3; i++) assert.is((await attempt(srv.url, `10.9.9.${i}, 203.0.113.70, 10.0.0.${i + 1}`)).status, 401);
    assert.is((await attempt(srv.url, '203.0.113.70, 10.0.0.9')).status, 429, 'the fourth from 203.0.113.70, through any outer proxy');
    assert.is((await attempt(srv.url, '203.0.113.70, 203.0.113.71, 10.0.0.1')).status, 401, 'another client');
  } finally {
    await srv.close();
  }
});

api('no proxy trusted: X-Forwarded-For is ignored, the connection is the client', async () => {
  const srv = await startTestServer({ config: { trustProxyHops: 0, rateLimitPerMinute: 3 } });
  try {
    for (let i = 0; i < 3; i++) assert.is((await attempt(srv.url, `203.0.113.${80 + i}`)).status, 401);
    assert.is((await attempt(srv.url, '203.0.113.99')).status, 429);
  } finally {
    await srv.close();
  }
});

api('the scheme is the trusted entry of X-Forwarded-Proto: a client writing "https" ahead of the proxy gets no secure session', async () => {
  const srv = await startTestServer({ config: { trustProxyHops: 1, secureCookies: true } });
  try {
    const register = (proto: string) => client(srv.url).request('POST', '/api/register', studentBody(), { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.7' });
    const spoofed = await register('https, http');
    assert.equal([spoofed.status, spoofed.body.message], [403, 'This server only accepts changes over HTTPS']);
    const viaProxy = await register('http, https');
    assert.is(viaProxy.status, 201, viaProxy.text);
    assert.ok(viaProxy.headers.getSetCookie().some((c) => c.startsWith('ifh.sid=') && /;\s*secure/i.test(c)), 'a Secure session cookie');
    assert.is((await register('https')).status, 201, 'a proxy that sets the header');
  } finally {
    await srv.close();
  }
});

api.run();
