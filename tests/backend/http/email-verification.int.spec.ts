// API tests over real HTTP for e-mail verification (DESIGN.md §4.5): the link mailed at sign-up, what waits for it (applying,
// the company application), resending (the newest link only, limited), expiry, EMAIL_VERIFICATION=off, the accounts the
// platform makes, the audit trail, and no token at rest.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VERIFY_FIRST, VERIFY_LINK_DEAD } from '@domain/email-verification/decider';
import { EMAIL_VERIFIED, VERIFICATION_SENT, VERIFY_LINK_INCOMPLETE } from '@domain/email-verification/schemas';
import { sendVerificationLink } from '@backend/commands/email-verification/send-verification-link';
import { ALREADY_VERIFIED } from '@backend/http/routes/email-verification-routes';
import { TOO_MANY_VERIFICATION_MAILS, VERIFICATION_RESENDS_PER_HOUR } from '@backend/limits/verification-mail-limits';
import { DEMO_STUDENTS } from '@backend/seed/demo-people';
import { ADULT_STUDENT_BORN, client, studentBody, uniqueEmail } from '../../helpers/http';
import { ADMIN_PASSWORD, approvedCompany, postTestInternship, signedInAdmin, systemAt } from '../../helpers/journey-fixtures';
import { verificationToken } from '../../helpers/email-verification';
import { companyApplication } from '../../helpers/company-fixtures';
import { mailbox, waitForMail } from '../../helpers/privacy';
import { assertNoLinkTokensAtRest } from '../../helpers/link-tokens-at-rest';
import { startTestServer, type TestServer } from '../../helpers/server';

const api = suite<{ srv: TestServer; lines: string[]; tokens: string[]; internshipId: string }>('e-mail verification API');

api.before(async (ctx) => {
  ctx.lines = [];
  ctx.tokens = [];
  ctx.srv = await startTestServer({ log: (line) => ctx.lines.push(line) });
  const company = await approvedCompany(ctx.srv);
  ctx.internshipId = (await postTestInternship(ctx.srv, company.id)).id;
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

/** Every verification link mailed to `to` so far, oldest first. */
async function linksTo(srv: TestServer, to: string, count = 1): Promise<string[]> {
  await waitForMail(srv.dataDir, () => mailbox(srv.dataDir).filter((m) => m.kind === 'emailVerification' && m.to === to).length >= count);
  return mailbox(srv.dataDir)
    .filter((m) => m.kind === 'emailVerification' && m.to === to)
    .map(verificationToken);
}

api('sign-up mails a link; applying waits for it (403 with the message); the link verifies, once, and applying works', async (ctx) => {
  const { srv, internshipId } = ctx;
  // Of age: applying waits for nothing else (PARENTAL_CONSENT is on).
  const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  assert.is((await student.get('/api/user')).body.emailVerified, false);
  const refused = await student.post('/api/applications', { internshipId, coverLetter: 'My own letter.' });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, VERIFY_FIRST);

  const [token] = await linksTo(srv, body.email);
  ctx.tokens.push(token);
  const mail = mailbox(srv.dataDir).find((m) => m.kind === 'emailVerification' && m.to === body.email)!;
  assert.match(mail.subject, /Confirm your e-mail address/);
  assert.ok(mail.html.includes('/verify-email?token='), 'the HTML carries the link too');
  assert.ok(mail.text.includes(`${srv.url}/verify-email?token=`), 'the link points at the site');

  // Opened on another device (no session): the address is verified, and the signed-in tab knows at once.
  const opened = await client(srv.url).post('/api/user/verify-email', { token });
  assert.is(opened.status, 200, opened.text);
  assert.is(opened.body.message, EMAIL_VERIFIED);
  assert.is((await student.get('/api/user')).body.emailVerified, true);
  assert.is((await student.post('/api/applications', { internshipId, coverLetter: 'My own letter.' })).status, 201);
  // The same link again still says so (a second click), and nothing more is sent on request.
  assert.is((await client(srv.url).post('/api/user/verify-email', { token })).status, 200);
  const resend = await student.post('/api/user/verify-email/resend', {});
  assert.is(resend.status, 200);
  assert.is(resend.body.message, ALREADY_VERIFIED);
});

api('a company sends its company application only once its address is verified', async (ctx) => {
  const { srv } = ctx;
  const email = uniqueEmail('company');
  const company = client(srv.url);
  assert.is((await company.post('/api/register', { ...studentBody(email), role: 'company', firstName: 'Company', lastName: 'User' })).status, 201);
  const refused = await company.post('/api/company-application', companyApplication());
  assert.is(refused.status, 403);
  assert.is(refused.body.message, VERIFY_FIRST);
  const [token] = await linksTo(srv, email);
  ctx.tokens.push(token);
  assert.is((await client(srv.url).post('/api/user/verify-email', { token })).status, 200);
  const sent = await company.post('/api/company-application', companyApplication());
  assert.is(sent.status, 201, sent.text);
});

api('asking again sends a new link and kills the older one; asking is limited per hour', async (ctx) => {
  const { srv } = ctx;
  const body = studentBody();
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  const again = await student.post('/api/user/verify-email/resend', {});
  assert.is(again.status, 202);
  assert.is(again.body.message, VERIFICATION_SENT);
  const [first, second] = await linksTo(srv, body.email, 2);
  ctx.tokens.push(first, second);
  const dead = await client(srv.url).post('/api/user/verify-email', { token: first });
  assert.is(dead.status, 400);
  assert.is(dead.body.message, VERIFY_LINK_DEAD);
  assert.is(dead.body.errors.token, VERIFY_LINK_DEAD);
  for (let i = 1; i < VERIFICATION_RESENDS_PER_HOUR; i++) assert.is((await student.post('/api/user/verify-email/resend', {})).status, 202);
  const tooMany = await student.post('/api/user/verify-email/resend', {});
  assert.is(tooMany.status, 429);
  assert.match(tooMany.body.message, TOO_MANY_VERIFICATION_MAILS);
  assert.ok(Number(tooMany.headers.get('retry-after')) > 0);
  // Visitors have nothing to resend.
  assert.is((await client(srv.url).post('/api/user/verify-email/resend', {})).status, 401);
});

api('an expired link, a forged one, an incomplete one: 400 in plain words, nothing verified', async (ctx) => {
  const { srv } = ctx;
  const body = studentBody();
  const student = client(srv.url);
  const { id } = (await student.post('/api/register', body)).body as { id: string };
  // A link sent three days ago (48 hours is its life).
  await sendVerificationLink(systemAt(srv, new Date(Date.now() - 3 * 86_400_000).toISOString()), { userId: id, email: body.email, firstName: 'Asha' }, srv.url);
  const links = await linksTo(srv, body.email, 2);
  const expired = links[links.length - 1];
  ctx.tokens.push(...links);
  assert.is((await client(srv.url).post('/api/user/verify-email', { token: expired })).body.message, VERIFY_LINK_DEAD);
  for (const forged of ['nonsense', `${expired}x`, `${id}.${'A'.repeat(43)}`, '../../etc.passwd', `${id}.a.b`]) {
    const res = await client(srv.url).post('/api/user/verify-email', { token: forged });
    assert.is(res.status, 400, forged);
    assert.is(res.body.message, VERIFY_LINK_DEAD, forged);
  }
  const none = await client(srv.url).post('/api/user/verify-email', {});
  assert.is(none.status, 400);
  assert.is(none.body.errors.token, VERIFY_LINK_INCOMPLETE);
  assert.is((await student.get('/api/user')).body.emailVerified, false);
});

api('the audit trail says a link went out and the address was verified, never the token', async ({ srv }) => {
  const body = studentBody();
  const student = client(srv.url);
  const { id } = (await student.post('/api/register', body)).body as { id: string };
  const [token] = await linksTo(srv, body.email);
  assert.is((await client(srv.url).post('/api/user/verify-email', { token })).status, 200);
  const admin = await signedInAdmin(srv);
  const trail = await admin.get(`/api/admin/audit?entityId=${id}`);
  assert.is(trail.status, 200, trail.text);
  const notes = (trail.body as Array<{ note?: string }>).map((e: { note?: string }) => e.note);
  assert.ok(notes.includes('An e-mail verification link was sent'), JSON.stringify(notes));
  assert.ok(notes.includes('The e-mail address was verified with the e-mailed link'), JSON.stringify(notes));
  assert.not.ok(trail.text.includes(token.split('.')[1]));
});

api('no token (nor its hash) in the event log or the log lines', ({ srv, lines, tokens }) => {
  assertNoLinkTokensAtRest(srv, lines, tokens, '/api/user/verify-email', 'EmailVerificationRequested');
});

api.run();

const off = suite<{ srv: TestServer }>('e-mail verification off (SPEC.md), and the accounts the platform makes');
off.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { emailVerification: 'off', seedDemo: true } });
});
off.after(async (ctx) => ctx.srv.close());

off('EMAIL_VERIFICATION=off: no link is mailed, a new student applies at once; the policy says off', async ({ srv }) => {
  const company = await approvedCompany(srv);
  const { id: internshipId } = await postTestInternship(srv, company.id);
  assert.is((await client(srv.url).get('/api/consent-policy')).body.emailVerification, 'off');
  const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  assert.is((await student.post('/api/applications', { internshipId, coverLetter: 'My own letter.' })).status, 201);
  await new Promise((r) => setTimeout(r, 1000));
  assert.not.ok(mailbox(srv.dataDir).some((m) => m.kind === 'emailVerification'), 'no verification e-mail');
});

off('the demo people and the backend admins are verified (the platform made them)', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  assert.is((await admin.get('/api/user')).body.emailVerified, true);
  const demo = client(srv.url);
  const signIn = await demo.post('/api/login', { username: DEMO_STUDENTS[0].email, password: ADMIN_PASSWORD });
  assert.is(signIn.status, 200, signIn.text);
  assert.is((await demo.get('/api/user')).body.emailVerified, true);
});

off.run();
