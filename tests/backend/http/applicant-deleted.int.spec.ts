// API test of issue 36's 'silent loss': a student who deletes the account (or is deleted by an admin) leaves each company a
// tombstone row 'Account deleted' — the internship, the status it had and the dates; no name, letter, résumé, history or
// thread — and the company of an application still open or accepted is told by e-mail, with nothing of the student.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { client, studentBody, uniqueEmail, type Res } from '../../helpers/http';
import { approvedCompany, postTestInternship, signedInAdmin } from '../../helpers/journey-fixtures';
import { assertAbsent, mailbox, readModelsText, waitForMail } from '../../helpers/privacy';
import { startTestServer, type TestServer } from '../../helpers/server';

const test = suite('a deleted applicant');
let srv: TestServer;

test.before(async () => {
  srv = await startTestServer({ config: { parentalConsent: 'off', emailVerification: 'off' } });
});
test.after(async () => srv?.close());

type Row = {
  id: string;
  status: string;
  appliedAt: string;
  coverLetter: string;
  resume: string;
  answers: unknown[];
  profile: unknown;
  history: unknown[];
  student: { firstName: string } | null;
  accountDeleted: boolean;
  accountDeletedAt: string | null;
  notice: string | null;
};

async function student(firstName: string, lastName: string) {
  const c = client(srv.url);
  const body = { ...studentBody(uniqueEmail(firstName.toLowerCase())), firstName, lastName };
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201, res.text);
  return Object.assign(c, { id: (res.body as { id: string }).id, body });
}

test('accepted, pending and rejected applicants who delete their accounts stay as tombstones; the company is told of the first two', async () => {
  const company = await approvedCompany(srv, 'Tamarind Labs');
  const internship = await postTestInternship(srv, company.id, { title: 'Garden Robotics Helper' });
  const companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;
  const co = client(srv.url);
  assert.is((await co.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);

  const accepted = await student('Oriel', 'Fernwhistle');
  const pending = await student('Brisa', 'Halloway');
  const rejected = await student('Caspian', 'Dunmore');
  const stays = await student('Devika', 'Staysalot');
  const apply = async (s: Awaited<ReturnType<typeof student>>) => {
    const res = await s.post('/api/applications', { internshipId: internship.id, coverLetter: `Letter of ${s.body.firstName}`, resume: `Resume of ${s.body.lastName}` });
    assert.is(res.status, 201, res.text);
    return (res.body as { id: string }).id;
  };
  const ids = { accepted: await apply(accepted), pending: await apply(pending), rejected: await apply(rejected), stays: await apply(stays) };
  assert.is((await co.patch(`/api/company/applications/${ids.accepted}/status`, { status: 'accepted' })).status, 200);
  assert.is((await co.patch(`/api/company/applications/${ids.rejected}/status`, { status: 'rejected' })).status, 200);
  // A message in the accepted student's thread, to see it close.
  assert.is((await co.post(`/api/applications/${ids.accepted}/messages`, { body: 'Welcome aboard, see you Monday' })).status, 201);

  // Two delete their own accounts; an admin deletes the third.
  for (const s of [accepted, rejected]) assert.is((await s.request('DELETE', '/api/user', { password: s.body.password })).status, 204);
  const admin = await signedInAdmin(srv);
  assert.is((await admin.delete(`/api/admin/users/${pending.id}`)).status, 204);

  const rows = (await co.get(`/api/company/applications?internshipId=${internship.id}`)).body as Row[];
  assert.is(rows.length, 4, 'no applicant vanished');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [key, status] of [['accepted', 'accepted'], ['pending', 'pending'], ['rejected', 'rejected']] as const) {
    const row = byId.get(ids[key])!;
    assert.is(row.accountDeleted, true, key);
    assert.is(row.status, status, `${key}: the status is kept`);
    assert.is(row.student, null);
    assert.equal([row.coverLetter, row.resume, row.answers, row.profile, row.history], ['', '', [], null, []], `${key}: nothing of the student`);
    assert.ok(row.appliedAt && row.accountDeletedAt, `${key}: the dates`);
    assert.match(row.notice ?? '', /deleted their account/);
  }
  const kept = byId.get(ids.stays)!;
  assert.is(kept.accountDeleted, false);
  assert.is(kept.student?.firstName, 'Devika');

  // The company's e-mails: the internship, never the student.
  const toCompany = () => mailbox(srv.dataDir).filter((m) => m.kind === 'applicantAccountDeleted' && m.to === companyEmail);
  const acceptedMail = await waitForMail(srv.dataDir, (m) => m.kind === 'applicantAccountDeleted' && m.subject.startsWith('A student you accepted'));
  assert.is(acceptedMail.subject, 'A student you accepted for Garden Robotics Helper has deleted their account');
  assert.is(acceptedMail.to, companyEmail);
  assert.match(acceptedMail.text, /Account deleted/);
  await waitForMail(srv.dataDir, (m) => m.kind === 'applicantAccountDeleted' && m.subject === 'An applicant for Garden Robotics Helper has deleted their account');
  assert.is(toCompany().length, 2, 'the rejected applicant is no news to the company');
  const gone = ['Oriel', 'Fernwhistle', 'Brisa', 'Halloway', 'Caspian', 'Dunmore', accepted.body.email, pending.body.email, rejected.body.email];
  assertAbsent(JSON.stringify(toCompany()).toLowerCase(), gone, 'the e-mails to the company');

  // Nothing of them anywhere in the read models; the thread's message is gone and the thread closed.
  const models = await readModelsText(srv.backend.deps.readStore);
  assertAbsent(models, [...gone, 'letter of oriel', 'resume of fernwhistle', 'welcome aboard'], 'the read models');
  const post: Res = await co.post(`/api/applications/${ids.accepted}/messages`, { body: 'Are you still there?' });
  assert.is(post.status, 404, post.text);
  // No decision reaches a tombstone.
  const change = await co.patch(`/api/company/applications/${ids.pending}/status`, { status: 'accepted' });
  assert.is(change.status, 409, change.text);
  assert.is(change.body.message, 'The student has deleted their account');

  // Admins see the rows as 'Account deleted'.
  const adminRows = (await admin.get('/api/admin/applications?pageSize=100')).body as { items?: Array<{ id: string; studentName: string }> } | Array<{ id: string; studentName: string }>;
  const list = Array.isArray(adminRows) ? adminRows : adminRows.items ?? [];
  assert.is(list.find((a) => a.id === ids.accepted)?.studentName, 'Account deleted');
  // The internship still counts every applicant.
  const mine = (await co.get('/api/company/internships')).body as Array<{ id: string; applicantCount: number }>;
  assert.is(mine.find((i) => i.id === internship.id)?.applicantCount, 4);
});

test('deleting an account twice, or a company, leaves no tombstone and sends nothing', async () => {
  const company = await approvedCompany(srv, 'Quiet Co');
  const before = mailbox(srv.dataDir).filter((m) => m.kind === 'applicantAccountDeleted').length;
  const admin = await signedInAdmin(srv);
  assert.is((await admin.delete(`/api/admin/users/${company.id}`)).status, 204);
  assert.is((await admin.delete(`/api/admin/users/${company.id}`)).status, 404);
  await new Promise((r) => setTimeout(r, 300));
  assert.is(mailbox(srv.dataDir).filter((m) => m.kind === 'applicantAccountDeleted').length, before);
});

test.run();
