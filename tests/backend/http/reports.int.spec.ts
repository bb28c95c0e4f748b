// Reports of postings and companies over real HTTP (DESIGN.md §4.2): who may report, once per target; an applicant's money
// report and three students' reports hide a posting at once; the admins' queue and decisions (dismiss restores, remove is
// for good, suspension stops sign-in, posting and the company's postings), the company told by e-mail, the audit trail.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuditEntry } from '@domain/admin/types';
import type { Internship } from '@domain/internships/types';
import { ALREADY_REPORTED_COMPANY, ALREADY_REPORTED_LISTING, COMPANY_SUSPENDED, REPORT_ALREADY_DECIDED } from '@domain/moderation/decider';
import { DECISION_NOTE_REQUIRED } from '@domain/moderation/schemas';
import type { AdminReport, FiledReport } from '@domain/moderation/types';
import { DomainError } from '@domain/shared/errors';
import { postInternship } from '@backend/commands/internships/post-internship';
import { ONLY_STUDENTS_REPORT } from '@backend/http/routes/report-routes';
import { MESSAGE_REPORTS_NOT_DECIDED_HERE } from '@backend/http/routes/admin/admin-report-routes';
import { ONLY_A_COMPANYS_MESSAGE_SUSPENDS } from '@domain/threads/decider';
import { ADULT_STUDENT_BORN, client, studentBody } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, internshipInput, postTestInternship, signedInAdmin, signedInStudent, systemAt } from '../../helpers/journey-fixtures';
import { waitForMail } from '../../helpers/privacy';
import { startTestServer, type TestServer } from '../../helpers/server';

type Client = ReturnType<typeof client>;
const test = suite<{ srv: TestServer; admin: Client }>('reports of postings and companies');

test.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.admin = await signedInAdmin(ctx.srv);
});
test.after(async (ctx) => ctx.srv.close());

async function companyWithPosting(srv: TestServer, name: string) {
  const { id } = await approvedCompany(srv, name);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const internship = await postTestInternship(srv, id, { title: `${name} Helper` });
  return { id, email, internship };
}

async function signIn(srv: TestServer, email: string) {
  const c = client(srv.url);
  const res = await c.post('/api/login', { username: email, password: 'secret123' });
  return Object.assign(c, { login: res });
}

/** A signed-in student of 19, who may apply without a parent's consent. */
async function adultStudent(srv: TestServer) {
  const c = client(srv.url);
  const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
  assert.is((await c.post('/api/register', body)).status, 201);
  if (srv.backend.deps.config.emailVerification === 'required') await openVerificationLink(srv, body.email);
  return c;
}

const publicStatus = async (srv: TestServer, id: string) => (await client(srv.url).get(`/api/internships/${id}`)).status;
const inSearch = async (srv: TestServer, id: string) => (await client(srv.url).get<Internship[]>('/api/internships?limit=100')).body.some((i) => i.id === id);
const openReports = async (admin: Client) => (await admin.get<AdminReport[]>('/api/admin/reports?status=open')).body;

test('students report a posting once (201, then 409); visitors 401; companies 403; a bad reason 400; unknown 404', async ({ srv }) => {
  const { internship } = await companyWithPosting(srv, 'Once Works');
  const path = `/api/internships/${internship.id}/reports`;
  assert.is((await client(srv.url).post(path, { reason: 'fake' })).status, 401);
  const company = await signIn(srv, (await companyWithPosting(srv, 'Other Co')).email);
  const byCompany = await company.post(path, { reason: 'fake' });
  assert.equal([byCompany.status, byCompany.body.message], [403, ONLY_STUDENTS_REPORT]);
  const student = await signedInStudent(srv);
  assert.is((await student.post(path, { reason: 'nonsense' })).status, 400);
  const filed = await student.post<FiledReport>(path, { reason: 'fake', details: '  The address does not exist  ' });
  assert.is(filed.status, 201, filed.text);
  assert.equal({ ...filed.body, id: 'x', at: 'x' }, { id: 'x', kind: 'listing', reason: 'fake', details: 'The address does not exist', at: 'x', status: 'open' });
  const again = await student.post(path, { reason: 'unsafe' });
  assert.equal([again.status, again.body.message], [409, ALREADY_REPORTED_LISTING]);
  assert.is((await student.post('/api/internships/no-such-internship/reports', { reason: 'fake' })).status, 404);
  // One report does not hide a posting.
  assert.is(await publicStatus(srv, internship.id), 200);
});

test("an applicant's money report hides the posting at once: 404 to the public and to the reporter, gone from search", async ({ srv, admin }) => {
  const { internship } = await companyWithPosting(srv, 'Sharma Traders');
  // A money report from a student who did not apply hides nothing.
  assert.is((await (await signedInStudent(srv)).post(`/api/internships/${internship.id}/reports`, { reason: 'asked-for-money' })).status, 201);
  assert.is(await publicStatus(srv, internship.id), 200);
  assert.ok(await inSearch(srv, internship.id));

  const student = await adultStudent(srv);
  const applied = await student.post('/api/applications', { internshipId: internship.id, coverLetter: 'I would love to learn with you this summer.' });
  assert.is(applied.status, 201, applied.text);
  const filed = await student.post<FiledReport>(`/api/internships/${internship.id}/reports`, { reason: 'asked-for-money', details: 'They asked for a Rs 2,000 registration fee' });
  assert.is(filed.status, 201, filed.text);
  assert.is((await student.get(`/api/internships/${internship.id}`)).status, 404, "the reporter's next read");
  assert.is(await publicStatus(srv, internship.id), 404);
  assert.not.ok(await inSearch(srv, internship.id));

  const queue = await openReports(admin);
  const mine = queue.find((r) => r.id === filed.body.id);
  assert.ok(mine, JSON.stringify(queue));
  assert.equal(
    [mine!.kind, mine!.hidden, mine!.applied, mine!.internship, mine!.company?.name, mine!.details, mine!.applicationId, mine!.message],
    ['listing', true, true, { id: internship.id, title: 'Sharma Traders Helper' }, 'Sharma Traders', 'They asked for a Rs 2,000 registration fee', null, null],
  );
});

test('three different students hide a posting; dismissing restores it, decides them all and tells the company', async ({ srv, admin }) => {
  const { internship, email } = await companyWithPosting(srv, 'Thrice Reported');
  const ids: string[] = [];
  for (const reason of ['fake', 'unsafe', 'other'] as const) {
    const res = await (await signedInStudent(srv)).post<FiledReport>(`/api/internships/${internship.id}/reports`, { reason });
    assert.is(res.status, 201, res.text);
    ids.push(res.body.id);
    assert.is(await publicStatus(srv, internship.id), reason === 'other' ? 404 : 200, `after the ${reason} report`);
  }
  const path = `/api/admin/reports/${ids[0]}`;
  const noNote = await admin.patch(path, { decision: 'dismiss' });
  assert.equal([noNote.status, noNote.body.message], [400, DECISION_NOTE_REQUIRED]);
  assert.is((await admin.patch(path, { decision: 'dismiss', note: 'x'.repeat(1001) })).status, 400);
  assert.is((await (await signedInStudent(srv)).patch(path, { decision: 'dismiss', note: 'No' })).status, 403);

  const dismissed = await admin.patch<AdminReport>(path, { decision: 'dismiss', note: 'The posting is genuine: we called the company.' });
  assert.is(dismissed.status, 200, dismissed.text);
  assert.equal([dismissed.body.status, dismissed.body.decision, dismissed.body.note, dismissed.body.hidden], ['decided', 'dismiss', 'The posting is genuine: we called the company.', false]);
  assert.is(await publicStatus(srv, internship.id), 200);
  assert.ok(await inSearch(srv, internship.id));
  const queue = await openReports(admin);
  assert.not.ok(queue.some((r) => ids.includes(r.id)), 'every report of the posting is decided');
  const again = await admin.patch(`/api/admin/reports/${ids[1]}`, { decision: 'remove-listing', note: 'Late' });
  assert.equal([again.status, again.body.message], [409, REPORT_ALREADY_DECIDED]);
  const decided = (await admin.get<AdminReport[]>('/api/admin/reports?status=decided')).body.filter((r) => ids.includes(r.id));
  assert.is(decided.length, 3);

  const mail = await waitForMail(srv.dataDir, (m) => m.to === email && m.kind === 'moderationDecision');
  assert.match(mail.text, /visible to students again/);
  assert.match(mail.text, /The posting is genuine: we called the company\./);
  const trail = (await admin.get<AuditEntry[]>(`/api/admin/audit?entityId=${internship.id}`)).body;
  assert.ok(trail.some((e) => e.type === 'ListingHidden'), JSON.stringify(trail));
  assert.ok(trail.some((e) => e.type === 'ReportsDecided' && e.note?.includes('dismiss')), JSON.stringify(trail));
  assert.ok(trail.some((e) => e.type === 'ListingRestored'));
});

test('removing a posting is for good: the public gets 404, the company sees it removed with the note', async ({ srv, admin }) => {
  const { internship, email } = await companyWithPosting(srv, 'Removed Ltd');
  const filed = await (await signedInStudent(srv)).post<FiledReport>(`/api/internships/${internship.id}/reports`, { reason: 'unsafe', details: 'Work on a construction site' });
  const res = await admin.patch<AdminReport>(`/api/admin/reports/${filed.body.id}`, { decision: 'remove-listing', note: 'Construction work is hazardous for minors.' });
  assert.is(res.status, 200, res.text);
  assert.is(await publicStatus(srv, internship.id), 404);
  const company = await signIn(srv, email);
  const own = (await company.get<Internship[]>('/api/company/internships')).body.find((i) => i.id === internship.id);
  assert.equal([own?.hidden, own?.moderation?.status, own?.moderation?.note], [true, 'removed', 'Construction work is hazardous for minors.']);
  const later = await (await signedInStudent(srv)).post(`/api/internships/${internship.id}/reports`, { reason: 'fake' });
  assert.is(later.status, 404);
  await waitForMail(srv.dataDir, (m) => m.to === email && m.kind === 'moderationDecision' && m.text.includes('removed it for good'));
});

test("a deleted reporter's words leave with them; the report stays in the queue for the admins", async ({ srv, admin }) => {
  const { internship } = await companyWithPosting(srv, 'Kept Reports');
  const student = await signedInStudent(srv);
  const filed = await student.post<FiledReport>(`/api/internships/${internship.id}/reports`, { reason: 'inappropriate', details: 'Written by a student who leaves' });
  assert.is(filed.body.details, 'Written by a student who leaves');
  assert.is((await admin.delete(`/api/admin/users/${student.user.id}`)).status, 204);
  const kept = (await openReports(admin)).find((r) => r.id === filed.body.id);
  assert.equal([kept?.reason, kept?.details, kept?.internship?.id], ['inappropriate', null, internship.id]);
});

test('suspending a company: its sessions end, it cannot sign in (403) or post (403), its postings and page are hidden', async ({ srv, admin }) => {
  const { id, internship, email } = await companyWithPosting(srv, 'Suspicious Pvt');
  const second = await postTestInternship(srv, id, { title: 'Second Posting' });
  const company = await signIn(srv, email);
  assert.is(company.login.status, 200);
  const student = await signedInStudent(srv);
  const companyPath = `/api/users/${id}/reports`;
  const filed = await student.post<FiledReport>(companyPath, { reason: 'fake', details: 'Not a real company' });
  assert.is(filed.status, 201, filed.text);
  assert.equal([filed.body.kind, filed.body.reason], ['company', 'fake']);
  const again = await student.post(companyPath, { reason: 'other' });
  assert.equal([again.status, again.body.message], [409, ALREADY_REPORTED_COMPANY]);
  assert.is((await student.post('/api/users/no-such-company/reports', { reason: 'fake' })).status, 404);
  const listed = (await openReports(admin)).find((r) => r.id === filed.body.id);
  assert.equal([listed?.kind, listed?.company, listed?.internship], ['company', { id, name: 'Suspicious Pvt' }, null]);
  const wrong = await admin.patch(`/api/admin/reports/${filed.body.id}`, { decision: 'remove-listing', note: 'No' });
  assert.is(wrong.status, 400);

  const res = await admin.patch<AdminReport>(`/api/admin/reports/${filed.body.id}`, { decision: 'suspend-company', note: 'Fake company asking students for fees.' });
  assert.is(res.status, 200, res.text);
  assert.is((await company.get('/api/user')).status, 401, 'its sessions ended');
  assert.is((await company.post('/api/internships', internshipInput())).status, 401);
  const login = await signIn(srv, email);
  assert.equal([login.login.status, login.login.body.message], [403, `${COMPANY_SUSPENDED} Note from our team: Fake company asking students for fees.`]);
  const wrongPassword = await client(srv.url).post('/api/login', { username: email, password: 'not-the-password' });
  assert.is(wrongPassword.status, 401, 'the suspension shows only to the right password');
  for (const posting of [internship, second]) assert.is(await publicStatus(srv, posting.id), 404);
  assert.not.ok(await inSearch(srv, second.id));
  assert.is((await client(srv.url).get(`/api/users/${id}`)).status, 404);
  try {
    await postInternship(systemAt(srv), id, internshipInput());
    assert.unreachable('a suspended company posts nothing');
  } catch (error) {
    assert.instance(error, DomainError);
    assert.equal([(error as DomainError).kind, (error as DomainError).message], ['forbidden', COMPANY_SUSPENDED]);
  }
  await waitForMail(srv.dataDir, (m) => m.to === email && m.kind === 'moderationDecision' && m.text.includes('Fake company asking students for fees.'));
  const trail = (await admin.get<AuditEntry[]>(`/api/admin/audit?entityId=${id}`)).body;
  assert.ok(trail.some((e) => e.type === 'CompanySuspended' && e.to === 'suspended'), JSON.stringify(trail));
});

test("a reported message: dismissed, or the company that wrote it suspended; a student's message cannot suspend it; no posting to remove", async ({ srv, admin }) => {
  const { id, email, internship } = await companyWithPosting(srv, 'Chatty Co');
  const student = await adultStudent(srv);
  const applied = await student.post<{ id: string }>('/api/applications', { internshipId: internship.id, coverLetter: 'I would like to help with your stall.' });
  assert.is(applied.status, 201, applied.text);
  const company = await signIn(srv, email);
  assert.is((await company.patch(`/api/company/applications/${applied.body.id}/status`, { status: 'reviewed' })).status, 200);
  const thread = `/api/applications/${applied.body.id}/messages`;
  const fromCompany = (await company.post<{ id: string }>(thread, { body: 'Bring cash for the starter kit on Monday.' })).body;
  const fromStudent = (await student.post<{ id: string }>(thread, { body: 'Why would I bring cash?' })).body;
  assert.is((await student.post(`/api/messages/${fromCompany.id}/report`, { reason: 'asked-for-money' })).status, 201);
  assert.is((await company.post(`/api/messages/${fromStudent.id}/report`, { reason: 'inappropriate' })).status, 201);
  const queue = await openReports(admin);
  const ofCompany = queue.find((r) => r.kind === 'message' && r.message?.id === fromCompany.id)!;
  const ofStudent = queue.find((r) => r.kind === 'message' && r.message?.id === fromStudent.id)!;
  assert.ok(ofCompany && ofStudent, JSON.stringify(queue));

  // The student's message: no company to suspend for it, no posting to remove; dismissed.
  const suspendFor = await admin.patch(`/api/admin/reports/${ofStudent.id}`, { decision: 'suspend-company', note: 'No.' });
  assert.equal([suspendFor.status, suspendFor.body.message], [400, ONLY_A_COMPANYS_MESSAGE_SUSPENDS]);
  const remove = await admin.patch(`/api/admin/reports/${ofStudent.id}`, { decision: 'remove-listing', note: 'No.' });
  assert.equal([remove.status, remove.body.message], [400, MESSAGE_REPORTS_NOT_DECIDED_HERE]);
  const dismissed = await admin.patch<AdminReport>(`/api/admin/reports/${ofStudent.id}`, { decision: 'dismiss', note: 'A fair question.' });
  assert.is(dismissed.status, 200, dismissed.text);
  assert.equal([dismissed.body.status, dismissed.body.decision, dismissed.body.note], ['decided', 'dismiss', 'A fair question.']);
  const twice = await admin.patch(`/api/admin/reports/${ofStudent.id}`, { decision: 'dismiss', note: 'Again.' });
  assert.is(twice.status, 409);

  // The company's message asked a student for money: the company is suspended, told, and its postings hidden.
  const suspended = await admin.patch<AdminReport>(`/api/admin/reports/${ofCompany.id}`, { decision: 'suspend-company', note: 'Asked a student for cash in a message.' });
  assert.is(suspended.status, 200, suspended.text);
  assert.equal([suspended.body.status, suspended.body.decision], ['decided', 'suspend-company']);
  const login = (await signIn(srv, email)).login;
  assert.equal([login.status, login.body.message?.startsWith(COMPANY_SUSPENDED.slice(0, 30))], [403, true]);
  assert.is(await publicStatus(srv, internship.id), 404);
  await waitForMail(srv.dataDir, (m) => m.to === email && m.kind === 'moderationDecision' && m.text.includes('Asked a student for cash in a message.'));
  assert.ok(!(await openReports(admin)).some((r) => r.id === ofCompany.id || r.id === ofStudent.id));
  const trail = (await admin.get<AuditEntry[]>(`/api/admin/audit?entityId=${applied.body.id}`)).body;
  assert.ok(trail.some((e) => e.type === 'MessageReportsDecided'), JSON.stringify(trail.map((e) => e.type)));
  assert.ok((await admin.get<AuditEntry[]>(`/api/admin/audit?entityId=${id}`)).body.some((e) => e.type === 'CompanySuspended'));
});

test.run();
