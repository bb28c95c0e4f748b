// The thread of an application over real HTTP (DESIGN.md §4.1): when it opens and closes, who reads and writes, contact
// details with a minor, unread counts, paging, reports to the admins' queue, the consenting parent's read-only view, and the
// words sealed in the log.
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { AdminReport } from '@domain/moderation/types';
import { CONTACT_DETAILS_REFUSED } from '@domain/threads/contact-details';
import { ALREADY_REPORTED, OWN_MESSAGE_NOT_REPORTABLE, THREAD_CLOSED, THREAD_NOT_OPEN_YET } from '@domain/threads/decider';
import type { GuardianThread, Thread, ThreadMessage, UnreadCounts } from '@domain/threads/types';
import { GUARDIANS_READ_ONLY, GUARDIANS_WHO_CONSENTED } from '@backend/queries/threads/guardian-threads';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin, signedInStudent } from '../../helpers/journey-fixtures';
import { assertAbsent, checkpoint, consentToken, rawText, waitForMail } from '../../helpers/privacy';
import { startTestServer, testStore, type TestServer } from '../../helpers/server';

type Client = ReturnType<typeof client>;
const test = suite<{ srv: TestServer; company: Client; companyName: string; otherCompany: Client; internship: Internship }>('threads');

async function signInCompany(srv: TestServer, name: string): Promise<{ c: Client; id: string }> {
  const { id } = await approvedCompany(srv, name);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  return { c, id };
}

test.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.companyName = 'Lotus Robotics';
  const { c, id } = await signInCompany(ctx.srv, ctx.companyName);
  ctx.company = c;
  ctx.otherCompany = (await signInCompany(ctx.srv, 'Other Works')).c;
  ctx.internship = await postTestInternship(ctx.srv, id, { title: 'Robot Arm Helper' });
});
test.after(async (ctx) => ctx.srv.close());

/** A student who applied: a minor whose guardian consented (the default), or an adult. */
async function applicant(srv: TestServer, internshipId: string, age: 'minor' | 'adult' = 'minor') {
  const email = uniqueEmail(age);
  const body = age === 'minor' ? { ...studentBody(email), dateOfBirth: '2011-06-01', guardianEmail: uniqueEmail('guardian') } : { ...studentBody(email), dateOfBirth: ADULT_STUDENT_BORN };
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  await openVerificationLink(srv, email);
  let token: string | null = null;
  if (age === 'minor') {
    token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === (body as { guardianEmail: string }).guardianEmail));
    assert.is((await client(srv.url).post(`/api/consent/${token}/give`, {})).status, 200);
  }
  const applied = await student.post<Application>('/api/applications', { internshipId, coverLetter: 'I would love to build robot arms with you.' });
  assert.is(applied.status, 201, applied.text);
  return { student, token, application: applied.body };
}

const setStatus = (company: Client, id: string, status: string) => company.patch(`/api/company/applications/${id}/status`, { status });

test('the thread opens when the company reviews the application; both sides write, oldest first, named', async ({ srv, company, companyName, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  const path = `/api/applications/${application.id}/messages`;
  const before = await student.get<Thread>(path);
  assert.is(before.status, 200, before.text);
  assert.equal([before.body.canWrite, before.body.closedReason, before.body.messages], [false, THREAD_NOT_OPEN_YET, []]);
  const early = await company.post(path, { body: 'Hello early' });
  assert.equal([early.status, early.body.message], [403, THREAD_NOT_OPEN_YET]);

  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const first = await company.post<ThreadMessage>(path, { body: '  Could you start on Saturday mornings?  ' });
  assert.is(first.status, 201, first.text);
  assert.equal([first.body.from, first.body.body], [{ role: 'company', name: companyName }, 'Could you start on Saturday mornings?']);
  const reply = await student.post<ThreadMessage>(path, { body: 'Yes, from 10 am.' });
  assert.is(reply.status, 201, reply.text);
  assert.equal(reply.body.from, { role: 'student', name: 'Asha Verma' });

  const thread = (await company.get<Thread>(path)).body;
  assert.equal([thread.canWrite, thread.closedReason, thread.before], [true, null, null]);
  assert.equal(thread.messages.map((m) => m.body), ['Could you start on Saturday mornings?', 'Yes, from 10 am.']);
  assert.ok(thread.messages[0].at <= thread.messages[1].at);
});

test('bodies of 1–2,000 characters; anything else is a 400 with the message', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'accepted')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  for (const body of [{}, { body: '   ' }, { body: 7 }, { body: 'x'.repeat(2001) }]) {
    const res = await student.post(path, body);
    assert.is(res.status, 400, JSON.stringify(body));
    assert.ok(res.body.errors.body, res.text);
  }
  assert.is((await student.post(path, { body: 'x'.repeat(2000) })).status, 201);
});

test('contact details are refused both ways with a student under 18 (422), and nothing is written', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  for (const [who, body] of [
    [student, 'WhatsApp me on 98765 43210'],
    [company, 'Write to hr@lotusrobotics.in instead'],
    [company, 'Join us: https://chat.whatsapp.com/AbCdEf'],
    [student, 'my mail is asha dot verma at gmail dot com'],
  ] as const) {
    const res = await who.post(path, { body });
    assert.equal([res.status, res.body.message], [422, CONTACT_DETAILS_REFUSED], body);
  }
  assert.equal((await student.get<Thread>(path)).body.messages, []);
  // Numbers that are not contact details pass: dates, times, hours, money.
  assert.is((await company.post(path, { body: 'Start 2026-12-07 at 10:30, 12 hours a week, stipend 4000 rupees.' })).status, 201);
});

test('with an adult student, contact details may be shared', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id, 'adult');
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const res = await student.post(`/api/applications/${application.id}/messages`, { body: 'Call me on 98765 43210' });
  assert.is(res.status, 201, res.text);
});

test('nobody else reads or writes: other students and companies get 404, admins 403, visitors 401', async ({ srv, company, otherCompany, internship }) => {
  const { application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  const stranger = await signedInStudent(srv);
  const admin = await signedInAdmin(srv);
  for (const [who, status] of [[stranger, 404], [otherCompany, 404], [admin, 403], [client(srv.url), 401]] as const) {
    assert.is((await who.get(path)).status, status);
    assert.is((await who.post(path, { body: 'Hello' })).status, status);
  }
  assert.is((await company.get('/api/applications/no-such-application/messages')).status, 404);
});

test('unread: a message counts for the other side until they open the thread', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  const unread = async (c: Client) => (await c.get<UnreadCounts>('/api/user/unread')).body;
  assert.is((await unread(student)).messages, 0);
  await company.post(path, { body: 'One' });
  await company.post(path, { body: 'Two' });
  assert.equal(await unread(student), { messages: 2, byApplication: { [application.id]: 2 }, byInternship: { [internship.id]: 2 } });
  assert.is((await unread(company)).byApplication[application.id], undefined);
  await student.get(path);
  assert.equal(await unread(student), { messages: 0, byApplication: {}, byInternship: {} });
  await student.post(path, { body: 'Three' });
  assert.is((await unread(company)).byApplication[application.id], 1);
  assert.is((await client(srv.url).get('/api/user/unread')).status, 401);
});

test('a long thread pages by cursor, oldest first within a page; a malformed cursor is 400', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id, 'adult');
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  for (let i = 1; i <= 23; i++) assert.is((await (i % 2 ? student : company).post(path, { body: `Message ${i}` })).status, 201);
  const seen: string[] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 5; pages++) {
    const page: Thread = (await student.get<Thread>(`${path}?limit=10${before ? `&before=${before}` : ''}`)).body;
    seen.unshift(...page.messages.map((m) => m.body));
    before = page.before;
    if (!before) break;
  }
  assert.equal(seen, Array.from({ length: 23 }, (_, i) => `Message ${i + 1}`));
  assert.is((await student.get(`${path}?limit=0`)).status, 400);
  assert.is((await student.get(`${path}?before=not-a-cursor`)).status, 400);
  assert.is((await student.get(`${path}?before=0`)).status, 400);
});

test('the thread closes when the application is rejected or withdrawn, and says why', async ({ srv, company, internship }) => {
  const rejected = await applicant(srv, internship.id);
  assert.is((await setStatus(company, rejected.application.id, 'reviewed')).status, 200);
  assert.is((await setStatus(company, rejected.application.id, 'rejected')).status, 200);
  const path = `/api/applications/${rejected.application.id}/messages`;
  const refused = await rejected.student.post(path, { body: 'Why?' });
  assert.equal([refused.status, refused.body.message], [403, THREAD_CLOSED.rejected]);
  assert.equal([(await company.get<Thread>(path)).body.canWrite, (await company.get<Thread>(path)).body.closedReason], [false, THREAD_CLOSED.rejected]);

  const withdrawn = await applicant(srv, internship.id);
  assert.is((await setStatus(company, withdrawn.application.id, 'reviewed')).status, 200);
  assert.is((await withdrawn.student.post(`/api/applications/${withdrawn.application.id}/withdraw`, {})).status, 200);
  const closed = await company.post(`/api/applications/${withdrawn.application.id}/messages`, { body: 'Still there?' });
  assert.equal([closed.status, closed.body.message], [403, THREAD_CLOSED.withdrawn]);
});

test('a report reaches the admins\' queue with the message; once per reporter; never one\'s own', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  const message = (await company.post<ThreadMessage>(path, { body: 'Please bring a registration fee on day one' })).body;
  assert.is((await student.post(`/api/messages/${message.id}/report`, { reason: 'nonsense' })).status, 400);
  const reported = await student.post(`/api/messages/${message.id}/report`, { reason: 'asked-for-money', details: 'They want money' });
  assert.is(reported.status, 201, reported.text);
  const again = await student.post(`/api/messages/${message.id}/report`, { reason: 'unsafe' });
  assert.equal([again.status, again.body.message], [409, ALREADY_REPORTED]);
  const own = await company.post(`/api/messages/${message.id}/report`, { reason: 'other' });
  assert.equal([own.status, own.body.message], [400, OWN_MESSAGE_NOT_REPORTABLE]);
  assert.is((await (await signedInStudent(srv)).post(`/api/messages/${message.id}/report`, { reason: 'other' })).status, 404);

  const admin = await signedInAdmin(srv);
  const queue = (await admin.get<AdminReport[]>('/api/admin/reports?status=open')).body;
  const mine = queue.find((r) => r.message?.id === message.id);
  assert.ok(mine, JSON.stringify(queue));
  assert.equal([mine!.reason, mine!.details, mine!.reporterRole, mine!.message!.body, mine!.applicationId], ['asked-for-money', 'They want money', 'student', 'Please bring a registration fee on day one', application.id]);
  assert.is((await student.get('/api/admin/reports')).status, 403);
});

test('the consenting parent reads the threads through the consent link, and cannot write', async ({ srv, company, internship }) => {
  const { student, token, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'accepted')).status, 200);
  await company.post(`/api/applications/${application.id}/messages`, { body: 'Welcome aboard!' });
  const parent = client(srv.url);
  const threads = await parent.get<GuardianThread[]>(`/api/consent/${token}/threads`);
  assert.is(threads.status, 200, threads.text);
  assert.equal(threads.body, [{ applicationId: application.id, internshipTitle: 'Robot Arm Helper', companyName: 'Lotus Robotics', status: 'accepted' }]);
  const thread = (await parent.get<Thread>(`/api/consent/${token}/threads/${application.id}`)).body;
  assert.equal([thread.canWrite, thread.closedReason, thread.messages.map((m) => m.body)], [false, GUARDIANS_READ_ONLY, ['Welcome aboard!']]);
  // Reading does not mark anything read for the student.
  assert.is((await student.get<UnreadCounts>('/api/user/unread')).body.messages, 1);
  assert.is((await parent.get(`/api/consent/${token}/threads/someone-elses`)).status, 404);
  assert.is((await parent.get('/api/consent/forged.token.1.x/threads')).status, 404);

  // Once consent is withdrawn the parent no longer reads, and the company no longer sees the student's words.
  assert.is((await parent.post(`/api/consent/${token}/withdraw`, {})).status, 200);
  const refused = await parent.get(`/api/consent/${token}/threads`);
  assert.equal([refused.status, refused.body.message], [403, GUARDIANS_WHO_CONSENTED]);
  assert.is((await company.get(`/api/applications/${application.id}/messages`)).status, 403);
});

test('message words are sealed in the log and gone from the read models with the student', async ({ srv, company, internship }) => {
  if (testStore === 'postgres') {
    console.log('threads erasure: the file checks skipped with TEST_STORE=postgres (they read events.sqlite)');
    return;
  }
  const { student, application } = await applicant(srv, internship.id, 'adult');
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/messages`;
  const words = ['Tangerine submarine blueprint', 'Periwinkle gearbox sketches'];
  await student.post(path, { body: words[0] });
  await company.post(path, { body: words[1] });
  const events = join(srv.dataDir, 'events.sqlite');
  checkpoint(events);
  assertAbsent(rawText(events), words, 'events.sqlite');
  assert.is((await student.request('DELETE', '/api/user', { password: 'secret123' })).status, 204);
  assert.is((await company.get(path)).status, 404);
  const left = await srv.backend.deps.readStore.collection('messages').find({ applicationId: application.id });
  assert.equal(left, []);
});

test.run();
