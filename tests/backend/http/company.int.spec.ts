// API tests of the company journey over HTTP: apply to be verified, get decided, post and edit internships, answer applicants.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CompanyRequest, Responsiveness } from '@domain/companies/types';
import type { Internship } from '@domain/internships/types';
import type { Application, ApplicationHistoryEntry } from '@domain/applications/types';
import type { PublicUser } from '@domain/users/types';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { assertClean, signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';
import { companyApplication } from '../../helpers/company-fixtures';

const api = suite<{ srv: TestServer }>('company API');

const application = companyApplication;

const internship = (over: Record<string, unknown> = {}) => ({
  title: 'Coding Club Assistant',
  description: 'Help run Saturday coding clubs.',
  requirements: 'Patience',
  location: 'Pune, India',
  duration: '8 weeks',
  salary: '₹4,000 / month',
  type: 'hybrid',
  skills: ['Basic Coding', 'Python'],
  applicationDeadline: '2030-01-31',
  startDate: '',
  ...over,
});

api.before(async (ctx) => {
  // SPEC.md's flows, which have no parental consent step (DESIGN.md §1: PARENTAL_CONSENT=off).
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
});
api.after(async (ctx) => ctx.srv.close());

/** A company whose request admin1 approved, signed in. */
async function approved(srv: TestServer) {
  const company = await signedInCompany(srv);
  const req = await company.post<CompanyRequest>('/api/company-application', application());
  const admin = await signedInAdmin(srv);
  assert.is((await admin.patch(`/api/admin/company-requests/${req.body.id}`, { status: 'approved' })).status, 200);
  return company;
}

api('a company applies: 201 pending request, listed as its own only; its account takes the details', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const res = await company.post<CompanyRequest>('/api/company-application', application());
  assert.is(res.status, 201, res.text);
  assert.is(res.body.status, 'pending');
  assert.is(res.body.website, 'https://acme-learning.example.org');
  assert.is(res.body.industry, 'Education');
  assert.is(res.body.companySize, '11-50');
  assert.is(res.body.createdAt, res.body.submittedAt);
  assert.equal([res.body.reviewedAt, res.body.adminNotes, res.body.reviewedBy], [null, null, null]);
  assert.equal((await company.get<CompanyRequest[]>('/api/company-requests/my')).body.map((r) => r.id), [res.body.id]);
  assert.equal((await (await signedInCompany(srv)).get('/api/company-requests/my')).body, []);
  assert.equal((await (await signedInStudent(srv)).get('/api/company-requests/my')).body, []);
  const me = (await company.get<PublicUser>('/api/user')).body;
  assert.equal([me.companyName, me.companyField, me.website, me.isApproved], ['Acme Learning', 'Education', 'https://acme-learning.example.org', false]);
});

api("bad company applications get SPEC's message per field and write nothing", async ({ srv }) => {
  const company = await signedInCompany(srv);
  const res = await company.post('/api/company-application', { companyName: ' ', website: 'not a site', termsAccepted: false });
  assert.is(res.status, 400);
  assert.equal(res.body.errors, {
    companyName: 'Company name is required',
    companyField: 'Please select a field',
    internshipType: 'Please select internship type',
    description: 'Please provide a project description',
    website: 'Please enter a valid website URL',
    location: 'Location is required',
    technicalSkills: 'Please specify technical skills required',
    termsAccepted: 'You must accept the terms and conditions',
  });
  assert.is((await company.post('/api/company-application', application({ website: '' }))).body.errors.website, 'Website is required');
  assert.equal((await company.get('/api/company-requests/my')).body, []);
});

api('an admin decides once: reviewer from the session, default notes, the company approved at once; 409 after', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const { body: request } = await company.post<CompanyRequest>('/api/company-application', application());
  const admin = await signedInAdmin(srv);
  const res = await admin.patch<CompanyRequest>(`/api/admin/company-requests/${request.id}`, { status: 'approved', reviewedBy: 'someone-else' });
  assert.is(res.status, 200, res.text);
  assert.is(res.body.status, 'approved');
  assert.is(res.body.adminNotes, 'Approved by admin');
  assert.is(res.body.reviewedBy, admin.user.id);
  assert.ok(res.body.reviewedAt);
  assert.is((await company.get<PublicUser>('/api/user')).body.isApproved, true, 'approved through the reactor before the answer');
  const again = await admin.patch(`/api/admin/company-requests/${request.id}`, { status: 'rejected' });
  assert.is(again.status, 409);
  assert.equal(again.body, { message: 'This company request has already been decided' });
  assert.is((await company.get<CompanyRequest[]>('/api/company-requests/my')).body[0].status, 'approved');
});

api('a rejection keeps the account unapproved, with the note given', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const { body: request } = await company.post<CompanyRequest>('/api/company-application', application());
  const res = await (await signedInAdmin(srv)).patch<CompanyRequest>(`/api/admin/company-requests/${request.id}`, { status: 'rejected', adminNotes: 'Please add a real website' });
  assert.equal([res.body.status, res.body.adminNotes], ['rejected', 'Please add a real website']);
  assert.is((await company.get<PublicUser>('/api/user')).body.isApproved, false);
});

api('only approved companies post internships; the message says why; posted ones are public at once', async ({ srv }) => {
  const pending = await signedInCompany(srv);
  const refused = await pending.post('/api/internships', internship());
  assert.is(refused.status, 403);
  assert.match(refused.body.message, /Only approved companies can post internships/);
  assert.match(refused.body.message, /under review/);

  const company = await approved(srv);
  const res = await company.post<Internship>('/api/internships', internship());
  assert.is(res.status, 201, res.text);
  assert.equal([res.body.companyId, res.body.isActive, res.body.applicationDeadline, res.body.startDate], [company.user.id, true, '2030-01-31', null]);
  assert.is((await client(srv.url).get(`/api/internships/${res.body.id}`)).status, 200);
  const bad = await company.post('/api/internships', internship({ title: '', type: 'space' }));
  assert.equal([bad.status, bad.body.errors.title, bad.body.errors.type], [400, 'Title is required', 'Please select internship type']);
});

api('an edit that sends the whole form back with new dates records only the dates, and the audit trail says from → to', async ({ srv }) => {
  const company = await approved(srv);
  const form = internship({ applicationDeadline: '2031-01-05', startDate: '2031-01-20' });
  const { body: posted } = await company.post<Internship>('/api/internships', form);
  const moved = await company.patch<Internship>(`/api/internships/${posted.id}`, { ...form, applicationDeadline: '2031-02-01', startDate: '2031-02-15' });
  assert.is(moved.status, 200, moved.text);
  const admin = await signedInAdmin(srv);
  const trail = (await admin.get<Array<{ type: string; note?: string }>>(`/api/admin/audit?entityId=${posted.id}`)).body;
  const edit = trail.find((e) => e.type === 'InternshipEdited');
  assert.is(edit?.note, 'Changed applicationDeadline: 2031-01-05 → 2031-02-01, startDate: 2031-01-20 → 2031-02-15', JSON.stringify(trail));
  // The same form again changes nothing, and records nothing.
  assert.is((await company.patch(`/api/internships/${posted.id}`, { ...form, applicationDeadline: '2031-02-01', startDate: '2031-02-15' })).status, 200);
  const after = (await admin.get<Array<{ type: string }>>(`/api/admin/audit?entityId=${posted.id}`)).body;
  assert.is(after.filter((e) => e.type === 'InternshipEdited').length, 1);
});

api('the owner edits, closes and reopens; another company may not; closed ones leave the public list but stay in the own list', async ({ srv }) => {
  const company = await approved(srv);
  const { body: posted } = await company.post<Internship>('/api/internships', internship());
  const edited = await company.patch<Internship>(`/api/internships/${posted.id}`, { title: 'Coding Club Lead', salary: '' });
  assert.equal([edited.status, edited.body.title, edited.body.salary, edited.body.description], [200, 'Coding Club Lead', null, posted.description]);
  const other = await approved(srv);
  const stolen = await other.patch(`/api/internships/${posted.id}`, { title: 'Mine' });
  assert.is(stolen.status, 403);
  const closed = await company.patch<Internship>(`/api/internships/${posted.id}`, { isActive: false });
  assert.is(closed.body.isActive, false);
  const visitor = client(srv.url);
  assert.is((await visitor.get(`/api/internships/${posted.id}`)).status, 404);
  assert.not.ok((await visitor.get<Internship[]>('/api/internships')).body.some((i) => i.id === posted.id));
  const own = (await company.get<Array<Internship & { applicantCount: number }>>('/api/company/internships')).body;
  assert.equal(own.map((i) => [i.id, i.isActive, i.applicantCount]), [[posted.id, false, 0]]);
  assert.is((await company.patch<Internship>(`/api/internships/${posted.id}`, { isActive: true })).body.isActive, true);
  assert.is((await visitor.get(`/api/internships/${posted.id}`)).status, 200);
});

api('applicants: the company sees the public profile (never e-mail or password), answers with one call, the student sees who and when', async ({ srv }) => {
  const company = await approved(srv);
  const { body: posted } = await company.post<Internship>('/api/internships', internship());
  const student = await signedInStudent(srv);
  await student.patch('/api/user/profile', {
    hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'],
    location: 'Pune', grade: '11th', schoolName: 'City School',
  });
  const { body: app } = await student.post<Application>('/api/applications', { internshipId: posted.id, coverLetter: 'I love teaching', resume: 'Scratch club' });

  const list = await company.get('/api/company/applications');
  assert.is(list.status, 200);
  assertClean(list.text);
  assert.not.match(list.text, new RegExp(student.user.email));
  const [applicant] = list.body;
  assert.equal(
    [applicant.id, applicant.internshipTitle, applicant.status, applicant.coverLetter, applicant.resume, applicant.student.firstName, applicant.student.grade, applicant.student.schoolName],
    [app.id, 'Coding Club Assistant', 'pending', 'I love teaching', 'Scratch club', 'Asha', '11th', 'City School'],
  );
  assert.is((await company.get(`/api/company/applications?internshipId=${posted.id}`)).body.length, 1);
  assert.is((await company.get<Array<{ applicantCount: number }>>('/api/company/internships')).body[0].applicantCount, 1);

  const accepted = await company.patch(`/api/company/applications/${app.id}/status`, { status: 'accepted' });
  assert.is(accepted.status, 200, accepted.text);
  assert.is(accepted.body.status, 'accepted');
  assert.is((await company.patch(`/api/company/applications/${app.id}/status`, { status: 'accepted' })).status, 409);
  assert.is((await company.patch(`/api/company/applications/${app.id}/status`, { status: 'pending' })).status, 400);

  assert.is((await student.get<Application[]>('/api/applications')).body[0].status, 'accepted');
  const history = (await student.get<ApplicationHistoryEntry[]>(`/api/applications/${app.id}/history`)).body;
  assert.equal(history.map((h) => [h.from, h.to, h.byRole, h.byName]), [
    [null, 'pending', 'student', 'Asha Verma'],
    ['pending', 'accepted', 'company', 'Acme Learning'],
  ]);

  const other = await approved(srv);
  assert.equal((await other.get('/api/company/applications')).body, []);
  assert.is((await other.patch(`/api/company/applications/${app.id}/status`, { status: 'rejected' })).status, 403);
});

api('employer responsiveness: public per company, counted from the company\'s answers', async ({ srv }) => {
  const company = await approved(srv);
  const { body: posted } = await company.post<Internship>('/api/internships', internship());
  const student = await signedInStudent(srv);
  const { body: app } = await student.post<Application>('/api/applications', { internshipId: posted.id, coverLetter: 'I would like to help.' });
  await company.patch(`/api/company/applications/${app.id}/status`, { status: 'reviewed' });
  const pub = await client(srv.url).get<Responsiveness>(`/api/users/${company.user.id}/responsiveness`);
  assert.is(pub.status, 200);
  assert.equal([pub.body.considered, pub.body.answeredWithin7Days, pub.body.shareWithin7Days], [1, 1, 1]);
  assert.ok(pub.body.medianHoursToFirstAnswer !== null && pub.body.medianHoursToFirstAnswer < 1);
  assert.equal((await company.get('/api/company/responsiveness')).body, pub.body);
  assert.is((await client(srv.url).get(`/api/users/${student.user.id}/responsiveness`)).status, 404);
});

api.run();
