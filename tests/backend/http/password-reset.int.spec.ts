// API tests over real HTTP for forgotten passwords (DESIGN.md §4.5, OWASP Forgot Password Cheat Sheet): the link by e-mail,
// single use, an hour, every session ended, the same answer (and time) for unknown addresses, limits, no token at rest.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RESET_LINK_DEAD } from '@domain/password-reset/decider';
import { RESET_REQUESTED } from '@domain/password-reset/schemas';
import { requestPasswordReset } from '@backend/commands/password-reset/request-password-reset';
import { RESETS_PER_ADDRESS_PER_HOUR, TOO_MANY_RESETS } from '@backend/limits/password-reset-limits';
import { client, studentBody, uniqueEmail } from '../../helpers/http';
import { systemAt } from '../../helpers/journey-fixtures';
import { waitForMail, type Mail } from '../../helpers/privacy';
import { assertNoLinkTokensAtRest } from '../../helpers/link-tokens-at-rest';
import { startTestServer, type TestServer } from '../../helpers/server';

const api = suite<{ srv: TestServer; lines: string[]; tokens: string[] }>('password reset API');

api.before(async (ctx) => {
  ctx.lines = [];
  ctx.tokens = [];
  ctx.srv = await startTestServer({ log: (line) => ctx.lines.push(line) });
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const NEW_PASSWORD = 'a-brand-new-password';

async function registered(srv: TestServer) {
  const body = studentBody();
  const c = client(srv.url);
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201);
  return { c, body, userId: res.body.id as string };
}

/** The token of the newest reset link mailed to `to` (after `skip` earlier ones). */
async function resetToken(srv: TestServer, to: string, seen: Set<string> = new Set()): Promise<{ token: string; mail: Mail }> {
  const mail = await waitForMail(srv.dataDir, (m) => m.kind === 'passwordReset' && m.to === to && !seen.has(m.id));
  const match = /\/reset-password\?token=([A-Za-z0-9._%-]+)/.exec(mail.text);
  assert.ok(match, `a reset link in: ${mail.text}`);
  return { token: decodeURIComponent(match[1]), mail };
}

api('the whole reset: link by e-mail → new password; the old one stops, every session ends, the link works once', async (ctx) => {
  const { srv } = ctx;
  const { c: first, body } = await registered(srv);
  const second = client(srv.url);
  assert.is((await second.post('/api/login', { username: body.email, password: body.password })).status, 200);

  const asked = await client(srv.url).post('/api/password-reset', { email: body.email.toUpperCase() });
  assert.is(asked.status, 202);
  assert.equal(asked.body, { message: RESET_REQUESTED });
  const { token, mail } = await resetToken(srv, body.email);
  ctx.tokens.push(token);
  assert.match(mail.subject, 'new password');
  assert.match(mail.html, 'Internships for Highschoolers');
  assert.ok(mail.html.includes(`/reset-password?token=`), 'the HTML carries the link too');

  const done = await client(srv.url).post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
  assert.is(done.status, 200, done.text);
  assert.is((await first.get('/api/user')).status, 401, 'the first session ended');
  assert.is((await second.get('/api/user')).status, 401, 'the second session ended');
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: body.password })).status, 401, 'the old password no longer works');
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: NEW_PASSWORD })).status, 200, 'the new one does');
  await waitForMail(srv.dataDir, (m) => m.kind === 'passwordChanged' && m.to === body.email);

  const again = await client(srv.url).post('/api/password-reset/confirm', { token, newPassword: 'yet-another-password' });
  assert.is(again.status, 400);
  assert.is(again.body.message, RESET_LINK_DEAD);
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: NEW_PASSWORD })).status, 200, 'the used link changed nothing');
});

api('the new password follows the sign-up rule; an unknown or forged token is refused in plain words', async ({ srv }) => {
  const { body } = await registered(srv);
  await client(srv.url).post('/api/password-reset', { email: body.email });
  const { token } = await resetToken(srv, body.email);
  const short = await client(srv.url).post('/api/password-reset/confirm', { token, newPassword: '123' });
  assert.is(short.status, 400);
  assert.ok(short.body.errors.newPassword, 'the password rule names the field');
  for (const forged of ['nonsense', `${token}x`, `${token.split('.')[0]}.${'A'.repeat(43)}`, '../../etc.passwd']) {
    const res = await client(srv.url).post('/api/password-reset/confirm', { token: forged, newPassword: NEW_PASSWORD });
    assert.is(res.status, 400, forged);
    assert.is(res.body.message, RESET_LINK_DEAD);
  }
  // The short password spent nothing: the link still works.
  assert.is((await client(srv.url).post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).status, 200);
});

api('a link works for an hour; a newer link replaces the older one', async (ctx) => {
  const { srv } = ctx;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const late = await registered(srv);
  await requestPasswordReset(systemAt(srv, minutesAgo(61)), late.userId, srv.url);
  const { token: expired } = await resetToken(srv, late.body.email);
  const refused = await client(srv.url).post('/api/password-reset/confirm', { token: expired, newPassword: NEW_PASSWORD });
  assert.is(refused.status, 400);
  assert.is(refused.body.message, RESET_LINK_DEAD);

  const inTime = await registered(srv);
  await requestPasswordReset(systemAt(srv, minutesAgo(59)), inTime.userId, srv.url);
  const { token: older, mail } = await resetToken(srv, inTime.body.email);
  assert.is((await client(srv.url).post('/api/password-reset', { email: inTime.body.email })).status, 202);
  const { token: newer } = await resetToken(srv, inTime.body.email, new Set([mail.id]));
  ctx.tokens.push(expired, older, newer);
  assert.is((await client(srv.url).post('/api/password-reset/confirm', { token: older, newPassword: NEW_PASSWORD })).status, 400, 'the older link was replaced');
  assert.is((await client(srv.url).post('/api/password-reset/confirm', { token: newer, newPassword: NEW_PASSWORD })).status, 200);
});

api('a password changed in Settings after the link was asked for kills the link', async (ctx) => {
  const { srv } = ctx;
  const { c, body } = await registered(srv);
  assert.is((await client(srv.url).post('/api/password-reset', { email: body.email })).status, 202);
  const { token } = await resetToken(srv, body.email);
  ctx.tokens.push(token);
  // The person remembered the password after all, and changed it while signed in.
  assert.is((await c.post('/api/user/password', { currentPassword: body.password, newPassword: 'remembered-and-changed' })).status, 204);
  const refused = await client(srv.url).post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
  assert.is(refused.status, 400);
  assert.is(refused.body.message, RESET_LINK_DEAD);
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: 'remembered-and-changed' })).status, 200);
});

api('known and unknown addresses get the same answer, in the same time, and nothing is mailed to an unknown one', async ({ srv }) => {
  const strip = (h: Headers) => [...h].filter(([k]) => !['date', 'x-request-id', 'content-length'].includes(k));
  const known = await registered(srv);
  const unknownEmail = uniqueEmail('nobody');
  const a = await client(srv.url).post('/api/password-reset', { email: known.body.email });
  const b = await client(srv.url).post('/api/password-reset', { email: unknownEmail });
  assert.is(a.status, 202);
  assert.is(b.status, 202);
  assert.is(a.text, b.text);
  assert.equal(strip(a.headers), strip(b.headers));

  // ~30 requests each, interleaved (each address once: the limit per address stays out of the way).
  const accounts = await Promise.all(Array.from({ length: 30 }, () => registered(srv)));
  const times = { known: [] as number[], unknown: [] as number[] };
  const timed = async (email: string) => {
    const started = performance.now();
    const res = await client(srv.url).post('/api/password-reset', { email });
    assert.is(res.status, 202);
    return performance.now() - started;
  };
  for (const account of accounts) {
    times.known.push(await timed(account.body.email));
    times.unknown.push(await timed(uniqueEmail('nobody')));
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const [mk, mu] = [median(times.known), median(times.unknown)];
  console.log(`    password reset answer medians over 30 each: known ${mk.toFixed(1)} ms, unknown ${mu.toFixed(1)} ms (difference ${(mk - mu).toFixed(1)} ms)`);
  assert.ok(Math.abs(mk - mu) < 15, `medians ${mk.toFixed(1)} vs ${mu.toFixed(1)} ms`);
  await waitForMail(srv.dataDir, (m) => m.kind === 'passwordReset' && m.to === accounts[29].body.email);
  const { mailbox } = await import('../../helpers/privacy');
  assert.not.ok(mailbox(srv.dataDir).some((m) => m.to.startsWith('nobody.')), 'no mail to an unknown address');
});

api('requests are limited per address (known or not alike): 429 with the usual words and Retry-After', async ({ srv }) => {
  const known = await registered(srv);
  for (const email of [known.body.email, uniqueEmail('nobody')]) {
    for (let i = 0; i < RESETS_PER_ADDRESS_PER_HOUR; i++) assert.is((await client(srv.url).post('/api/password-reset', { email })).status, 202);
    const refused = await client(srv.url).post('/api/password-reset', { email });
    assert.is(refused.status, 429);
    assert.match(refused.body.message, TOO_MANY_RESETS);
    assert.match(refused.body.message, /Please try again in \d+ minutes?\./);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  }
});

api('no token (nor its hash) in the event log or the log lines', ({ srv, lines, tokens }) => {
  assertNoLinkTokensAtRest(srv, lines, tokens, '/api/password-reset/confirm', 'PasswordResetRequested');
});

api.run();
