// Interviews over real HTTP (DESIGN.md §4.1): the company proposes times while the application is reviewed or accepted, the
// student accepts one or declines, once; the 07:00–21:00 rule at the internship's place for students under 18; the .ics for
// both sides; the e-mails with the invitation to the student, the company and the minor's parent; `where` sealed in the log.
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import {
  ALREADY_ANSWERED,
  INTERVIEW_NOT_FOUND,
  INTERVIEWS_CLOSED,
  INTERVIEWS_NOT_OPEN_YET,
  MINOR_HOURS_ONLY,
  ONLY_THE_COMPANY_PROPOSES,
  ONLY_THE_STUDENT_ANSWERS,
  SLOTS_IN_THE_PAST,
} from '@domain/interviews/decider';
import { CHOOSE_A_SLOT } from '@domain/interviews/schemas';
import type { Interview } from '@domain/interviews/types';
import { NO_INVITATION_YET } from '@backend/http/routes/interview-routes';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin, signedInStudent } from '../../helpers/journey-fixtures';
import { assertAbsent, checkpoint, consentToken, mailbox, rawText, waitForMail, type Mail } from '../../helpers/privacy';
import { startTestServer, testStore, type TestServer } from '../../helpers/server';

type Client = ReturnType<typeof client>;
const test = suite<{ srv: TestServer; company: Client; companyEmail: string; otherCompany: Client; internship: Internship; dhaka: Internship }>('interviews');

async function signInCompany(srv: TestServer, name: string): Promise<{ c: Client; id: string; email: string }> {
  const { id } = await approvedCompany(srv, name);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  return { c, id, email };
}

test.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const { c, id, email } = await signInCompany(ctx.srv, 'Lotus Robotics');
  ctx.company = c;
  ctx.companyEmail = email;
  ctx.otherCompany = (await signInCompany(ctx.srv, 'Other Works')).c;
  ctx.internship = await postTestInternship(ctx.srv, id, { title: 'Robot Arm Helper', location: 'Mumbai, India' });
  ctx.dhaka = await postTestInternship(ctx.srv, id, { title: 'Jute Design Intern', location: 'Dhaka' });
});
test.after(async (ctx) => ctx.srv.close());

/** A student who applied: a minor whose guardian consented (the default), or an adult. */
async function applicant(srv: TestServer, internshipId: string, age: 'minor' | 'adult' = 'minor') {
  const email = uniqueEmail(age);
  const guardianEmail = uniqueEmail('guardian');
  const body = age === 'minor' ? { ...studentBody(email), dateOfBirth: '2011-06-01', guardianEmail } : { ...studentBody(email), dateOfBirth: ADULT_STUDENT_BORN };
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  await openVerificationLink(srv, email);
  if (age === 'minor') {
    const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === guardianEmail));
    assert.is((await client(srv.url).post(`/api/consent/${token}/give`, {})).status, 200);
  }
  const applied = await student.post<Application>('/api/applications', { internshipId, coverLetter: 'I would love to build robot arms with you.' });
  assert.is(applied.status, 201, applied.text);
  return { student, email, guardianEmail, application: applied.body };
}

const setStatus = (company: Client, id: string, status: string) => company.patch(`/api/company/applications/${id}/status`, { status });

/** A date-time `days` from today (UTC day) at a clock time in India (+05:30). */
const ist = (days: number, hhmm: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${hhmm}:00+05:30`;
const utc = (iso: string) => new Date(iso).toISOString();
/** Whether a mail carries the invitation of this interview. */
const invites = (m: Mail, interviewId: string) => !!m.calendar?.replace(/\r\n /g, '').includes(`UID:${interviewId}@`);
const proposal = (over: Record<string, unknown> = {}) => ({ slots: [ist(3, '16:30'), ist(4, '11:00')], durationMinutes: 30, mode: 'video', where: 'https://meet.example.org/lotus-robotics', ...over });

test('the company proposes, both sides list it, the student accepts a time; once only', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/interviews`;
  const made = await company.post<Interview>(path, proposal({ slots: [ist(4, '11:00'), ist(3, '16:30')] }));
  assert.is(made.status, 201, made.text);
  const { id, status, slots, durationMinutes, mode, where } = made.body;
  assert.equal({ status, slots, durationMinutes, mode, where }, { status: 'proposed', slots: [utc(ist(3, '16:30')), utc(ist(4, '11:00'))], durationMinutes: 30, mode: 'video', where: 'https://meet.example.org/lotus-robotics' });
  assert.is(made.body.timeZone, 'Asia/Kolkata');

  const second = await company.post<Interview>(path, proposal({ mode: 'phone', where: 'We will call you on the number you gave us' }));
  assert.is(second.status, 201, second.text);
  for (const side of [student, company]) {
    const list = await side.get<Interview[]>(path);
    assert.is(list.status, 200, list.text);
    assert.equal(list.body.map((i) => i.id), [second.body.id, id], 'newest first');
  }

  const early = await student.get(`/api/interviews/${id}/ics`);
  assert.equal([early.status, early.body.message], [409, NO_INVITATION_YET.proposed]);

  // The same instant in another offset names the proposed time.
  const accepted = await student.post(`/api/interviews/${id}/accept`, { slot: utc(ist(3, '16:30')).replace('.000Z', 'Z') });
  assert.is(accepted.status, 200, accepted.text);
  assert.equal(accepted.body, { status: 'scheduled', at: utc(ist(3, '16:30')) });
  const again = await student.post(`/api/interviews/${id}/accept`, { slot: ist(4, '11:00') });
  assert.equal([again.status, again.body.message], [409, ALREADY_ANSWERED.scheduled]);
  const late = await student.post(`/api/interviews/${id}/decline`);
  assert.equal([late.status, late.body.message], [409, ALREADY_ANSWERED.scheduled]);
  const shown = (await company.get<Interview[]>(path)).body.find((i) => i.id === id)!;
  assert.equal([shown.status, shown.at], ['scheduled', utc(ist(3, '16:30'))]);

  // Not one of the proposed times.
  const wrong = await student.post(`/api/interviews/${second.body.id}/accept`, { slot: ist(5, '12:00') });
  assert.equal([wrong.status, wrong.body.message], [400, CHOOSE_A_SLOT]);
});

test('the student declines; nothing can be accepted afterwards and there is no invitation', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'accepted')).status, 200);
  const { id } = (await company.post<Interview>(`/api/applications/${application.id}/interviews`, proposal())).body;
  const declined = await student.post(`/api/interviews/${id}/decline`);
  assert.is(declined.status, 200, declined.text);
  assert.equal(declined.body, { status: 'declined' });
  const accepted = await student.post(`/api/interviews/${id}/accept`, { slot: ist(3, '16:30') });
  assert.equal([accepted.status, accepted.body.message], [409, ALREADY_ANSWERED.declined]);
  const ics = await company.get(`/api/interviews/${id}/ics`);
  assert.equal([ics.status, ics.body.message], [409, NO_INVITATION_YET.declined]);
  assert.is((await company.get<Interview[]>(`/api/applications/${application.id}/interviews`)).body[0].status, 'declined');
});

test('the invitation (.ics) and the e-mails with it: the student, the company, and the minor\'s parent', async ({ srv, company, companyEmail, internship }) => {
  const { student, email, guardianEmail, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const where = 'Lotus Robotics, 4th floor, 12 MG Road, Mumbai; ask for Meera at the front desk';
  const { id } = (await company.post<Interview>(`/api/applications/${application.id}/interviews`, proposal({ mode: 'in-person', where, durationMinutes: 45 }))).body;
  assert.is((await student.post(`/api/interviews/${id}/accept`, { slot: ist(4, '11:00') })).status, 200);

  const ics = await student.get(`/api/interviews/${id}/ics`);
  assert.is(ics.status, 200, ics.text);
  assert.is(ics.headers.get('content-type'), 'text/calendar; charset=utf-8');
  assert.is(ics.headers.get('cache-control'), 'private, no-store');
  const text = ics.text;
  const unfolded = text.replace(/\r\n /g, '');
  const stamp = utc(ist(4, '11:00')).replace(/[-:]/g, '').replace('.000', '');
  const end = utc(ist(4, '11:45')).replace(/[-:]/g, '').replace('.000', '');
  for (const line of ['METHOD:REQUEST', `UID:${id}@internshipsforhighschoolers.com`, `DTSTART:${stamp}`, `DTEND:${end}`, 'SUMMARY:Interview: Robot Arm Helper at Lotus Robotics', 'LOCATION:Lotus Robotics\\, 4th floor\\, 12 MG Road\\, Mumbai\\; ask for Meera at the front desk'])
    assert.ok(unfolded.split('\r\n').includes(line), `${line} in\n${unfolded}`);
  assert.ok(/^ORGANIZER;CN=Internships for Highschoolers:mailto:no-reply@internshipsforhighschoolers\.com$/m.test(unfolded.replace(/\r/g, '')));
  assert.not.ok(text.toLowerCase().includes(email.toLowerCase()) || text.toLowerCase().includes(companyEmail.toLowerCase()), 'no personal address in the invitation');
  assert.ok(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75));
  // The company gets the very same invitation.
  const theirs = await company.get(`/api/interviews/${id}/ics`);
  assert.is(theirs.status, 200);
  assert.is(theirs.text, text);

  const mails = await Promise.all([
    waitForMail(srv.dataDir, (m) => m.kind === 'interviewScheduled' && m.to === email),
    waitForMail(srv.dataDir, (m) => m.kind === 'companyInterviewScheduled' && m.to === companyEmail && invites(m, id)),
    waitForMail(srv.dataDir, (m) => m.kind === 'guardianInterviewScheduled' && m.to === guardianEmail),
  ]);
  for (const mail of mails) {
    assert.is(mail.calendar, text, `${mail.kind} carries the invitation`);
    assert.ok(mail.text.includes(`In person: ${where}`), mail.text);
    assert.ok(mail.text.includes('11:00 (Asia/Kolkata)'), mail.text);
  }
});

test('an adult student: no parent is written to', async ({ srv, company, companyEmail, internship }) => {
  const { student, email, application } = await applicant(srv, internship.id, 'adult');
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  // 22:00 in India is fine with an adult.
  const { id } = (await company.post<Interview>(`/api/applications/${application.id}/interviews`, proposal({ slots: [ist(3, '22:00')] }))).body;
  assert.ok(id);
  assert.is((await student.post(`/api/interviews/${id}/accept`, { slot: ist(3, '22:00') })).status, 200);
  const own = await waitForMail(srv.dataDir, (m) => m.kind === 'interviewScheduled' && m.to === email);
  assert.ok(invites(own, id));
  await waitForMail(srv.dataDir, (m) => m.kind === 'companyInterviewScheduled' && m.to === companyEmail && invites(m, id));
  assert.not.ok(mailbox(srv.dataDir).some((m) => invites(m, id) && m.kind === 'guardianInterviewScheduled'));
});

test('bodies: 1–5 distinct future times with offsets, 15–120 minutes, a mode, where 1–300 characters (400 with the field)', async ({ srv, company, internship }) => {
  const { application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/interviews`;
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ slots: [] }, 'slots'],
    [{ slots: [1, 2, 3, 4, 5, 6].map((d) => ist(d, '12:00')) }, 'slots'],
    [{ slots: [ist(3, '12:00'), utc(ist(3, '12:00'))] }, 'slots'],
    [{ slots: [`${ist(3, '12:00').slice(0, 19)}`] }, 'slots.0'],
    [{ durationMinutes: 10 }, 'durationMinutes'],
    [{ durationMinutes: 121 }, 'durationMinutes'],
    [{ durationMinutes: 30.5 }, 'durationMinutes'],
    [{ mode: 'carrier-pigeon' }, 'mode'],
    [{ where: '   ' }, 'where'],
    [{ where: 'x'.repeat(301) }, 'where'],
  ];
  for (const [over, field] of cases) {
    const res = await company.post(path, proposal(over));
    assert.is(res.status, 400, JSON.stringify(over));
    assert.ok(res.body.errors?.[field], `${field}: ${res.text}`);
  }
  const past = await company.post(path, proposal({ slots: [ist(3, '12:00'), ist(-1, '12:00')] }));
  assert.equal([past.status, past.body.message, Object.keys(past.body.errors)], [400, SLOTS_IN_THE_PAST, ['slots.1']]);
  assert.is((await company.post(path, proposal({ where: 'x'.repeat(300), durationMinutes: 120, mode: 'phone' }))).status, 201);
});

test("under 18: times between 21:00 and 07:00 at the internship's place are refused (400), in that place's time zone", async ({ srv, company, internship, dhaka }) => {
  const { application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/interviews`;
  for (const slot of [ist(3, '21:00'), ist(3, '06:30'), ist(3, '20:45')]) {
    const res = await company.post(path, proposal({ slots: [ist(4, '10:00'), slot] }));
    assert.equal([res.status, res.body.message], [400, MINOR_HOURS_ONLY], slot);
    assert.ok(res.body.errors['slots.1'], res.text);
  }
  assert.is((await company.post(path, proposal({ slots: [ist(3, '20:30'), ist(3, '07:00')] }))).status, 201);

  // In Dhaka (UTC+06:00) 20:30 in India is 21:00: refused there.
  const inDhaka = await applicant(srv, dhaka.id);
  assert.is((await setStatus(company, inDhaka.application.id, 'reviewed')).status, 200);
  const refused = await company.post(`/api/applications/${inDhaka.application.id}/interviews`, proposal({ slots: [ist(3, '20:30')] }));
  assert.equal([refused.status, refused.body.message], [400, MINOR_HOURS_ONLY]);
  assert.ok(refused.body.errors['slots.0'].includes('Asia/Dhaka'), refused.text);
  const fine = await company.post<Interview>(`/api/applications/${inDhaka.application.id}/interviews`, proposal({ slots: [ist(3, '19:30')] }));
  assert.is(fine.status, 201, fine.text);
  assert.is(fine.body.timeZone, 'Asia/Dhaka');
});

test('only while the application is reviewed or accepted (403 saying why)', async ({ srv, company, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  const path = `/api/applications/${application.id}/interviews`;
  const early = await company.post(path, proposal());
  assert.equal([early.status, early.body.message], [403, INTERVIEWS_NOT_OPEN_YET]);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const { id } = (await company.post<Interview>(path, proposal())).body;
  assert.is((await setStatus(company, application.id, 'rejected')).status, 200);
  const closed = await company.post(path, proposal());
  assert.equal([closed.status, closed.body.message], [403, INTERVIEWS_CLOSED.rejected]);
  const accept = await student.post(`/api/interviews/${id}/accept`, { slot: ist(3, '16:30') });
  assert.equal([accept.status, accept.body.message], [403, INTERVIEWS_CLOSED.rejected]);
  // Declining stays open to the student.
  assert.is((await student.post(`/api/interviews/${id}/decline`)).status, 200);
});

test('who may do what: students do not propose (403), companies do not answer (403), anyone else is told nothing exists (404)', async ({ srv, company, otherCompany, internship }) => {
  const { student, application } = await applicant(srv, internship.id);
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const path = `/api/applications/${application.id}/interviews`;
  const byStudent = await student.post(path, proposal());
  assert.equal([byStudent.status, byStudent.body.message], [403, ONLY_THE_COMPANY_PROPOSES]);
  assert.is((await otherCompany.post(path, proposal())).status, 404);
  const { id } = (await company.post<Interview>(path, proposal())).body;
  const byCompany = await company.post(`/api/interviews/${id}/accept`, { slot: ist(3, '16:30') });
  assert.equal([byCompany.status, byCompany.body.message], [403, ONLY_THE_STUDENT_ANSWERS]);
  assert.is((await company.post(`/api/interviews/${id}/decline`)).status, 403);

  const stranger = await signedInStudent(srv);
  const admin = await signedInAdmin(srv);
  for (const [who, status] of [[stranger, 404], [otherCompany, 404], [admin, 403], [client(srv.url), 401]] as const) {
    assert.is((await who.get(path)).status, status, `list ${status}`);
    assert.is((await who.get(`/api/interviews/${id}/ics`)).status, status, `ics ${status}`);
  }
  const foreign = await stranger.post(`/api/interviews/${id}/accept`, { slot: ist(3, '16:30') });
  assert.equal([foreign.status, foreign.body.message], [404, INTERVIEW_NOT_FOUND]);
  assert.is((await stranger.post(`/api/interviews/${id}/decline`)).status, 404);
  assert.is((await student.post('/api/interviews/no-such-interview/decline')).status, 404);
  assert.is((await company.get('/api/applications/no-such-application/interviews')).status, 404);
  // Nothing changed.
  assert.is((await student.get<Interview[]>(path)).body[0].status, 'proposed');
});

test('where is sealed in the log (and in the queued e-mails), and the interviews leave the read model with the student', async ({ srv, company, internship }) => {
  if (testStore === 'postgres') {
    console.log('interviews erasure: the file checks skipped with TEST_STORE=postgres (they read events.sqlite)');
    return;
  }
  const { student, email, application } = await applicant(srv, internship.id, 'adult');
  assert.is((await setStatus(company, application.id, 'reviewed')).status, 200);
  const where = 'Periwinkle Gearbox Hall, Tangerine Lane';
  const { id } = (await company.post<Interview>(`/api/applications/${application.id}/interviews`, proposal({ mode: 'in-person', where }))).body;
  assert.is((await student.post(`/api/interviews/${id}/accept`, { slot: ist(3, '16:30') })).status, 200);
  await waitForMail(srv.dataDir, (m) => m.kind === 'interviewScheduled' && m.to === email);
  const events = join(srv.dataDir, 'events.sqlite');
  checkpoint(events);
  assertAbsent(rawText(events), [where, 'Periwinkle', 'BEGIN:VCALENDAR'], 'events.sqlite');

  assert.is((await student.request('DELETE', '/api/user', { password: 'secret123' })).status, 204);
  assert.is((await company.get(`/api/applications/${application.id}/interviews`)).status, 404);
  assert.equal(await srv.backend.deps.readStore.collection('interviews').find({ studentId: application.studentId }), []);
});

test.run();
