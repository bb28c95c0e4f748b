// E-mail through the outbox, against a real SMTP server started here: each message is delivered once (never again once
// recorded as sent), retried with backoff while the server refuses for now (451), given up on when it refuses for good (550),
// and nothing queued is lost across a restart of the app. Optional notices can be turned off; security mails always go. The
// mails of applying: the student's receipt, and on acceptance the student's and (under 18) the parent's or guardian's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingMessage } from 'node:http';
import { configFromEnv, type Config } from '@backend/config';
import { fromThisMachine } from '@backend/http/pages/dev-mailbox';
import { companyApplication } from '../../helpers/company-fixtures';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin } from '../../helpers/journey-fixtures';
import { consentToken, mailbox, waitForMail } from '../../helpers/privacy';
import { startSmtp } from '../../helpers/smtp';
import { startTestServer, type TestServer } from '../../helpers/server';

const test = suite('e-mail over SMTP');

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The delivery checks count messages: SPEC.md's flows (no consent step, no verification e-mail) unless a test says otherwise.
const config = (smtpUrl: string, over: Partial<Config> = {}): Partial<Config> => ({ smtpUrl, devMailbox: false, emailRetryBaseMs: 200, parentalConsent: 'off', emailVerification: 'off', ...over });

async function deliveryEvents(srv: TestServer, messageId?: string) {
  const all = await srv.backend.deps.events.readAll('', 100_000);
  return all.filter((e) => e.type.startsWith('Email') && e.stream.startsWith('email-message-') && (!messageId || e.stream === `email-message-${messageId}`));
}

/** The delivery events once the last one is `type` (the SMTP server has the message a moment before the sender records it), or after 5 s. */
async function deliveryEventsEndingWith(srv: TestServer, type: string) {
  for (let tries = 0; ; tries++) {
    const events = await deliveryEvents(srv);
    if (events[events.length - 1]?.type === type || tries === 50) return events;
    await wait(100);
  }
}

async function changePassword(srv: TestServer) {
  const body = studentBody();
  const c = client(srv.url);
  assert.is((await c.post('/api/register', body)).status, 201);
  assert.is((await c.post('/api/user/password', { currentPassword: body.password, newPassword: 'another-secret' })).status, 204);
  return { c, body };
}

test('a message is delivered once, with the product name, a working link and its Message-ID; never sent again', async () => {
  const smtp = await startSmtp();
  const srv = await startTestServer({ config: config(smtp.url) });
  try {
    const { body } = await changePassword(srv);
    const [mail] = await smtp.waitFor(1);
    assert.equal(mail.to, [body.email]);
    assert.match(mail.subject ?? '', /Internships for Highschoolers password was changed/);
    assert.match(mail.raw, /Content-Type: text\/plain/);
    assert.match(mail.raw, /Content-Type: text\/html/);
    assert.match(mail.raw.replace(/=\r?\n/g, ''), new RegExp(`${srv.url.replace(/\./g, '\\.')}/auth\\?tab=3Dlogin|${srv.url.replace(/\./g, '\\.')}/auth\\?tab=login`));
    const events = await deliveryEvents(srv);
    const id = events.find((e) => e.type === 'EmailQueued')!.stream.slice('email-message-'.length);
    assert.match(mail.messageId ?? '', new RegExp(`<${id}@`));
    await wait(2000);
    assert.is(smtp.received.length, 1, 'delivered once');
    // Its first attempt was taken with it by this instance's sender (first-attempts.ts): no EmailSendStarted.
    const delivery = await deliveryEvents(srv, id);
    assert.equal(delivery.map((e) => e.type), ['EmailQueued', 'EmailSent']);
    assert.ok((delivery[0].data as { leaseUntil?: string }).leaseUntil, 'queued with its first attempt taken');
    assert.is((delivery[1].data as { attempt: number }).attempt, 1);
    // Sending a sent message again is refused by its stream: the sender cannot take it.
    srv.backend.deps.mail.sender.wake();
    await wait(500);
    assert.is(smtp.received.length, 1);
  } finally {
    await srv.close();
    await smtp.close();
  }
});

test('the verification e-mail goes through the SMTP server with a link that verifies the address', async () => {
  const smtp = await startSmtp();
  const srv = await startTestServer({ config: config(smtp.url, { emailVerification: 'required' }) });
  try {
    const body = studentBody();
    const c = client(srv.url);
    assert.is((await c.post('/api/register', body)).status, 201);
    const [mail] = await smtp.waitFor(1);
    assert.equal(mail.to, [body.email]);
    assert.match(mail.subject ?? '', /Confirm your e-mail address on Internships for Highschoolers/);
    const link = /\/verify-email\?token(?:=3D|=)([A-Za-z0-9._%-]+)/.exec(mail.raw.replace(/=\r?\n/g, ''));
    assert.ok(link, 'the link in the message');
    assert.is((await client(srv.url).post('/api/user/verify-email', { token: decodeURIComponent(link[1]) })).status, 200);
    assert.is((await c.get('/api/user')).body.emailVerified, true);
  } finally {
    await srv.close();
    await smtp.close();
  }
});

test('one slow recipient holds up no other mail: the others are sent meanwhile, and it goes once its server answers', async () => {
  const smtp = await startSmtp();
  const srv = await startTestServer({ config: config(smtp.url, { emailVerification: 'required' }) });
  try {
    const [slow, ...others] = [studentBody(), studentBody(), studentBody()];
    smtp.holding = slow.email;
    for (const body of [slow, ...others]) assert.is((await client(srv.url).post('/api/register', body)).status, 201);
    const sent = await smtp.waitFor(2);
    assert.equal(sent.map((m) => m.to[0]).sort(), others.map((b) => b.email).sort());
    smtp.release();
    assert.equal((await smtp.waitFor(3)).map((m) => m.to[0]).sort(), [slow, ...others].map((b) => b.email).sort());
  } finally {
    smtp.release();
    await srv.close();
    await smtp.close();
  }
});

test('a server that refuses for now (451) gets the message again with backoff; one that refuses for good (550) is given up on', async () => {
  const smtp = await startSmtp({ answers: [451, 451] });
  const srv = await startTestServer({ config: config(smtp.url) });
  try {
    await changePassword(srv);
    await smtp.waitFor(1);
    assert.is(smtp.attempts, 3);
    const types = (await deliveryEventsEndingWith(srv, 'EmailSent')).map((e) => e.type);
    // The first attempt taken when queued; the next ones from the outbox, each under a lease.
    assert.equal(types, ['EmailQueued', 'EmailFailed', 'EmailSendStarted', 'EmailFailed', 'EmailSendStarted', 'EmailSent']);
    const attempts = (await deliveryEvents(srv)).filter((e) => e.type === 'EmailFailed' || e.type === 'EmailSent').map((e) => (e.data as { attempt: number }).attempt);
    assert.equal(attempts.slice(0, 3), [1, 2, 3]);
    const failures = (await deliveryEvents(srv)).filter((e) => e.type === 'EmailFailed').map((e) => e.data as { retryAt: string; at: string; error: string });
    const gaps = failures.map((f) => Date.parse(f.retryAt) - Date.parse(f.at));
    assert.ok(gaps[1] > gaps[0], `backoff grows: ${gaps.join(', ')} ms`);
    assert.match(failures[0].error, /451/);

    smtp.otherwise = 550;
    const before = smtp.attempts;
    await changePassword(srv);
    for (let i = 0; i < 50 && smtp.attempts === before; i++) await wait(100);
    await wait(1000);
    assert.is(smtp.attempts, before + 1, 'no retry after a permanent refusal');
    const last = (await deliveryEvents(srv)).filter((e) => e.type === 'EmailFailed').pop()!.data as { retryAt: string | null };
    assert.is(last.retryAt, null);
    assert.is(smtp.received.length, 1);
  } finally {
    await srv.close();
    await smtp.close();
  }
});

test('nothing is lost across a restart: messages queued while the SMTP server is down are sent after the app starts again', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-mail-restart-'));
  const smtp = await startSmtp({ otherwise: 421 });
  let srv = await startTestServer({ dataDir, config: config(smtp.url) });
  try {
    await changePassword(srv);
    await changePassword(srv);
    for (let i = 0; i < 50 && smtp.attempts < 2; i++) await wait(100);
    assert.is(smtp.received.length, 0);
    await srv.close();
    smtp.otherwise = 250;
    srv = await startTestServer({ dataDir, config: config(smtp.url) });
    const received = await smtp.waitFor(2);
    await wait(1500);
    assert.is(received.length, 2, 'each sent once');
    assert.is(new Set(received.map((m) => m.messageId)).size, 2);
    const sent = (await deliveryEvents(srv)).filter((e) => e.type === 'EmailSent');
    assert.is(sent.length, 2);
  } finally {
    await srv.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('notices: the company hears of its approval and of applicants, the student of status changes — unless turned off; the mails of applying always go', async () => {
  const smtp = await startSmtp();
  const srv = await startTestServer({ config: config(smtp.url) });
  try {
    const admin = await signedInAdmin(srv);
    const companyEmail = uniqueEmail('lotus.co');
    const company = client(srv.url);
    assert.is((await company.post('/api/register', { ...studentBody(companyEmail), role: 'company', firstName: 'Company', lastName: 'User' })).status, 201);
    assert.is((await company.post('/api/company-application', companyApplication({ companyName: 'Lotus Learning' }))).status, 201);
    const request = (await admin.get('/api/admin/company-requests')).body.find((r: { companyName: string }) => r.companyName === 'Lotus Learning');
    assert.is((await admin.patch(`/api/admin/company-requests/${request.id}`, { status: 'approved' })).status, 200);
    const approved = (await smtp.waitFor(1)).find((m) => m.to.includes(companyEmail))!;
    assert.match(approved.subject ?? '', /Lotus Learning is approved/);

    const companyId = (await company.get('/api/user')).body.id;
    const internship = await postTestInternship(srv, companyId, { title: 'Garden Helper' });
    const student = client(srv.url);
    const studentEmail = uniqueEmail('meera');
    assert.is((await student.post('/api/register', studentBody(studentEmail))).status, 201);
    const applied = await student.post('/api/applications', { internshipId: internship.id, coverLetter: 'I grow tomatoes on our balcony.' });
    assert.is(applied.status, 201, applied.text);
    await smtp.waitFor(3);
    const newApplicant = smtp.received.find((m) => /New applicant for Garden Helper/.test(m.subject ?? ''))!;
    assert.equal(newApplicant.to, [companyEmail]);
    assert.not.match(newApplicant.raw, /Asha|Verma/, 'the company’s mail names no student');
    const receipt = smtp.received.find((m) => m.to.includes(studentEmail))!;
    assert.is(receipt.subject, 'Your application for Garden Helper was sent');
    assert.is((await company.patch(`/api/company/applications/${applied.body.id}/status`, { status: 'reviewed' })).status, 200);
    await smtp.waitFor(4);
    assert.ok(smtp.received.some((m) => m.to.includes(studentEmail) && /Your application for Garden Helper: reviewed/.test(m.subject ?? '')));

    // Turned off: no more optional notices; the acceptance and a security notice still go.
    const off = await student.patch('/api/user', { notices: false });
    assert.is(off.status, 200);
    assert.is(off.body.notices, false);
    assert.is((await company.patch(`/api/company/applications/${applied.body.id}/status`, { status: 'accepted' })).status, 200);
    await smtp.waitFor(5);
    assert.is((await company.patch(`/api/company/applications/${applied.body.id}/status`, { status: 'rejected' })).status, 200);
    assert.is((await student.post('/api/user/password', { currentPassword: 'secret123', newPassword: 'secret456' })).status, 204);
    await smtp.waitFor(6);
    await wait(1500);
    const toStudent = smtp.received.filter((m) => m.to.includes(studentEmail)).map((m) => m.subject ?? '');
    assert.is(toStudent.length, 4, toStudent.join(' | '));
    assert.match(toStudent[2], /Congratulations: Lotus Learning accepted you for Garden Helper/);
    assert.match(toStudent[3], /password was changed/);
    assert.is((await student.get('/api/user')).body.notices, false);
    assert.is((await student.patch('/api/user', { notices: 'nope' })).status, 400);
  } finally {
    await srv.close();
    await smtp.close();
  }
});

/** A company approved by the system, signed in; its internship (one question). */
async function companyWithInternship(srv: TestServer, companyName: string, title: string) {
  const { id } = await approvedCompany(srv, companyName);
  const { email } = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!;
  const company = client(srv.url);
  assert.is((await company.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  const internship = await postTestInternship(srv, id, { title, questions: ['Which plant would you start with?'] });
  return { company, internship };
}

async function signUp(srv: TestServer, body: { email: string } & Record<string, unknown>) {
  const c = client(srv.url);
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201, res.text);
  await openVerificationLink(srv, body.email);
  return Object.assign(c, { id: res.body.id as string });
}

const LETTER = `Dear Lotus team, I have grown tomatoes and chillies on our balcony for three years. ${'I keep a notebook of what works. '.repeat(12)}LAST-WORDS-OF-THE-LETTER`;
const applyBody = (internshipId: string) => ({ internshipId, coverLetter: LETTER, answers: ['Tulsi, because it forgives beginners.'], availability: { hoursPerWeek: 6 } });
const ofKind = (srv: TestServer, kind: string, to?: string) => mailbox(srv.dataDir).filter((m) => m.kind === kind && (!to || m.to === to));

test('applying and acceptance, through the real server: the student’s receipt; accepted, an under-18 student and the guardian are told, an adult alone', async () => {
  const srv = await startTestServer({ config: { parentalConsent: 'required', devMailbox: true } });
  try {
    const { company, internship } = await companyWithInternship(srv, 'Lotus Learning', 'Garden Helper');
    const minor = { ...studentBody(uniqueEmail('meera')), firstName: 'Meera', lastName: 'Iyer', dateOfBirth: '2011-06-01', guardianEmail: uniqueEmail('meera.mother') };
    const student = await signUp(srv, minor);
    const request = await waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentRequested' && m.to === minor.guardianEmail);
    assert.is((await client(srv.url).post(`/api/consent/${consentToken(request)}/give`, {})).status, 200);
    const applied = await student.post('/api/applications', applyBody(internship.id));
    assert.is(applied.status, 201, applied.text);

    const receipt = await waitForMail(srv.dataDir, (m) => m.kind === 'applicationSubmitted' && m.to === minor.email);
    assert.is(receipt.subject, 'Your application for Garden Helper was sent');
    assert.is(receipt.subjectId, student.id);
    assert.match(receipt.text, /"Garden Helper" was sent to Lotus Learning/);
    assert.ok(receipt.text.includes('Dear Lotus team, I have grown tomatoes and chillies'), 'the start of the letter');
    assert.not.ok(receipt.text.includes('LAST-WORDS-OF-THE-LETTER'), 'not all of it');
    assert.match(receipt.text, /Your answer to the company's question/);
    assert.match(receipt.text, /6 hours a week/);
    assert.match(receipt.text, /within 1 week/);
    assert.ok(receipt.text.includes(`${srv.url}/dashboard`));
    assert.is(ofKind(srv, 'applicationSubmitted', minor.guardianEmail).length, 0, 'the receipt is the student’s alone');

    const accepted = await company.patch(`/api/company/applications/${applied.body.id}/status`, { status: 'accepted', note: 'Welcome! We start on a Saturday morning.' });
    assert.is(accepted.status, 200, accepted.text);
    const toStudent = await waitForMail(srv.dataDir, (m) => m.kind === 'applicationAccepted' && m.to === minor.email);
    assert.is(toStudent.subject, 'Congratulations: Lotus Learning accepted you for Garden Helper');
    assert.match(toStudent.text, /The note with the decision: "Welcome! We start on a Saturday morning\."/);
    assert.match(toStudent.text, /We have told your parent or guardian too/);
    assert.match(toStudent.text, /Nothing is ever to be paid/);
    const toGuardian = await waitForMail(srv.dataDir, (m) => m.kind === 'guardianApplicationAccepted' && m.to === minor.guardianEmail);
    assert.is(toGuardian.subjectId, student.id, 'sealed with the student’s key, erased with them');
    assert.match(toGuardian.text, /Meera Iyer, who gave your e-mail .* was accepted for the internship "Garden Helper" by Lotus Learning/);
    assert.match(toGuardian.text, /support@internshipsforhighschoolers\.com/);
    assert.not.match(toGuardian.text, /tomatoes|Tulsi|Saturday morning/, 'nothing the student wrote, nor the note');

    // An adult: the receipt and the acceptance, no guardian mail.
    const adult = { ...studentBody(uniqueEmail('ravi')), firstName: 'Ravi', dateOfBirth: ADULT_STUDENT_BORN };
    const grown = await signUp(srv, adult);
    const appliedAdult = await grown.post('/api/applications', applyBody(internship.id));
    assert.is(appliedAdult.status, 201, appliedAdult.text);
    await waitForMail(srv.dataDir, (m) => m.kind === 'applicationSubmitted' && m.to === adult.email);
    assert.is((await company.patch(`/api/company/applications/${appliedAdult.body.id}/status`, { status: 'accepted' })).status, 200);
    const adultAccepted = await waitForMail(srv.dataDir, (m) => m.kind === 'applicationAccepted' && m.to === adult.email);
    assert.not.match(adultAccepted.text, /note with the decision|parent or guardian/);

    // A guardian's address that has since become a student's account (a student cannot be their own guardian): not told.
    const sly = { ...studentBody(uniqueEmail('sly')), dateOfBirth: '2011-01-01', guardianEmail: uniqueEmail('sly.second.account') };
    const slyStudent = await signUp(srv, sly);
    const slyRequest = await waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentRequested' && m.to === sly.guardianEmail);
    assert.is((await client(srv.url).post(`/api/consent/${consentToken(slyRequest)}/give`, {})).status, 200);
    await signUp(srv, { ...studentBody(sly.guardianEmail), dateOfBirth: ADULT_STUDENT_BORN });
    const slyApplied = await slyStudent.post('/api/applications', applyBody(internship.id));
    assert.is(slyApplied.status, 201, slyApplied.text);
    assert.is((await company.patch(`/api/company/applications/${slyApplied.body.id}/status`, { status: 'accepted' })).status, 200);
    await waitForMail(srv.dataDir, (m) => m.kind === 'applicationAccepted' && m.to === sly.email);

    await wait(1000);
    // The adult's mails of applying (beside the verification e-mail of signing up): the receipt and the acceptance, no guardian's.
    assert.equal(mailbox(srv.dataDir).filter((m) => m.subjectId === grown.id && m.kind !== 'emailVerification').map((m) => m.kind).sort(), ['applicationAccepted', 'applicationSubmitted']);
    assert.equal(ofKind(srv, 'guardianApplicationAccepted').map((m) => m.to), [minor.guardianEmail], 'one guardian mail: the minor’s');
  } finally {
    await srv.close();
  }
});

test('applying again after withdrawing sends a new receipt; a rejection sends no mail of applying', async () => {
  const srv = await startTestServer({ config: { parentalConsent: 'off', devMailbox: true } });
  try {
    const { company, internship } = await companyWithInternship(srv, 'Lotus Learning', 'Seed Library Helper');
    const body = studentBody(uniqueEmail('kiran'));
    const student = await signUp(srv, body);
    const first = await student.post('/api/applications', applyBody(internship.id));
    assert.is(first.status, 201, first.text);
    await waitForMail(srv.dataDir, (m) => m.kind === 'applicationSubmitted' && m.to === body.email);
    const withdrawn = await student.post(`/api/applications/${first.body.id}/withdraw`, {});
    assert.is(withdrawn.status, 200, withdrawn.text);
    const again = await student.post('/api/applications', { ...applyBody(internship.id), coverLetter: 'Second try: I now also keep bees.' });
    assert.is(again.status, 201, again.text);
    const second = await waitForMail(srv.dataDir, (m) => m.kind === 'applicationSubmitted' && m.to === body.email && m.text.includes('Second try'));
    assert.ok(second);
    assert.is(ofKind(srv, 'applicationSubmitted', body.email).length, 2);
    assert.is((await company.patch(`/api/company/applications/${again.body.id}/status`, { status: 'rejected', note: 'We chose someone nearer.' })).status, 200);
    await wait(1500);
    assert.equal(ofKind(srv, 'applicationAccepted'), []);
    assert.equal(ofKind(srv, 'guardianApplicationAccepted'), []);
  } finally {
    await srv.close();
  }
});

test('PARENTAL_CONSENT=off still tells the guardian whose address a student under 18 gave; a restart sends nothing again', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-mail-guardian-'));
  let srv = await startTestServer({ dataDir, config: { parentalConsent: 'required', devMailbox: true } });
  try {
    // Signed up while consent was required: an address was given (and never answered); then the deployment turned it off.
    const minor = { ...studentBody(uniqueEmail('anu')), firstName: 'Anu', lastName: 'Das', dateOfBirth: '2011-02-03', guardianEmail: uniqueEmail('anu.father') };
    await signUp(srv, minor);
    await waitForMail(dataDir, (m) => m.kind === 'parentalConsentRequested' && m.to === minor.guardianEmail);
    await srv.close();
    srv = await startTestServer({ dataDir, config: { parentalConsent: 'off', devMailbox: true } });
    const { company, internship } = await companyWithInternship(srv, 'Banyan Studio', 'Pottery Helper');
    const student = client(srv.url);
    assert.is((await student.post('/api/login', { username: minor.email, password: minor.password })).status, 200);
    const applied = await student.post('/api/applications', applyBody(internship.id));
    assert.is(applied.status, 201, applied.text);
    assert.is((await company.patch(`/api/company/applications/${applied.body.id}/status`, { status: 'accepted' })).status, 200);
    const told = await waitForMail(dataDir, (m) => m.kind === 'guardianApplicationAccepted' && m.to === minor.guardianEmail);
    assert.match(told.text, /Anu Das, who gave your e-mail .* by Banyan Studio/);
    await waitForMail(dataDir, (m) => m.kind === 'applicationAccepted' && m.to === minor.email);

    // The reactors keep their checkpoints: a restart (read models rebuilt from the log) queues nothing again.
    const queued = async () => (await srv.backend.deps.events.readAll('', 100_000)).filter((e) => e.type === 'EmailQueued').map((e) => e.id);
    const before = await queued();
    await srv.close();
    srv = await startTestServer({ dataDir, config: { parentalConsent: 'off', devMailbox: true } });
    await wait(1500);
    assert.equal(await queued(), before);
    assert.is(ofKind(srv, 'guardianApplicationAccepted').length, 1);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the development mailbox is off unless DEV_MAILBOX is on, and never with SMTP or in production', () => {
  assert.is(configFromEnv({}).devMailbox, false, 'npm start with nothing set publishes no mail');
  assert.is(configFromEnv({ DEV_MAILBOX: 'on' }).devMailbox, true);
  assert.is(configFromEnv({ DEV_MAILBOX: 'on', NODE_ENV: 'production' }).devMailbox, false);
  assert.is(configFromEnv({ DEV_MAILBOX: 'on', SMTP_URL: 'smtp://localhost:2525' }).devMailbox, false);
  const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
  assert.ok(fromThisMachine(req('127.0.0.1')) && fromThisMachine(req('::1')) && fromThisMachine(req('::ffff:127.0.0.1')));
  assert.not.ok(fromThisMachine(req('192.168.1.20')), 'another machine');
  assert.not.ok(fromThisMachine(req('10.0.0.7')));
  assert.not.ok(fromThisMachine(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })), 'a proxy on this machine');
  assert.not.ok(fromThisMachine(req('127.0.0.1', { forwarded: 'for=203.0.113.9' })));
});

test('with DEV_MAILBOX on and no SMTP, mail goes to the development mailbox, readable at /dev/mailbox from this machine only', async () => {
  const srv = await startTestServer({ config: { parentalConsent: 'off', devMailbox: true } });
  try {
    await changePassword(srv);
    let list = '';
    for (let i = 0; i < 50 && !/password was changed/.test(list); i++) {
      await wait(100);
      list = await (await fetch(`${srv.url}/dev/mailbox`)).text();
    }
    assert.match(list, /Development mailbox/);
    const href = /href="(\/dev\/mailbox\/[^"]+)"/.exec(list)![1];
    const page = await (await fetch(`${srv.url}${href}`)).text();
    assert.match(page, /Plain text/);
    assert.match(page, new RegExp(`<a href="${srv.url.replace(/\./g, '\\.')}/auth\\?tab=login">`));
    assert.match(page, /<iframe title="HTML version" sandbox=/);
    assert.is((await fetch(`${srv.url}/dev/mailbox/nothing-here`)).status, 404);
    // Through a proxy (even one on this machine) the mailbox is not there.
    const proxied = await fetch(`${srv.url}/dev/mailbox`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    assert.is(proxied.status, 404);
    assert.not.match(await proxied.text(), /Development mailbox/);
  } finally {
    await srv.close();
  }
  const prod = await startTestServer({ config: { devMailbox: false } });
  try {
    assert.is((await fetch(`${prod.url}/dev/mailbox`)).status, 404);
  } finally {
    await prod.close();
  }
});

test.run();
