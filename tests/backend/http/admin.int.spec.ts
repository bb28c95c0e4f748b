// API tests of the admin side over HTTP: lists without secrets, user edits and deletions, internships, application statuses,
// blog management with unique slugs, and the audit trail of every status change and admin action.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuditEntry, AdminStats } from '@domain/admin/types';
import type { Application } from '@domain/applications/types';
import type { BlogPost } from '@domain/blog/types';
import type { CompanyRequest } from '@domain/companies/types';
import type { AdminUser } from '@domain/users/types';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, studentBody } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, assertClean, postTestInternship, signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';
import { companyApplication } from '../../helpers/company-fixtures';

const api = suite<{ srv: TestServer; internshipId: string }>('admin API');

api.before(async (ctx) => {
  // SPEC.md's flows, which have no parental consent step (DESIGN.md §1: PARENTAL_CONSENT=off).
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
  const company = await approvedCompany(ctx.srv, 'Zen Studio');
  ctx.internshipId = (await postTestInternship(ctx.srv, company.id, { title: 'Zen Design Intern' })).id;
});
api.after(async (ctx) => ctx.srv.close());

api('lists hold no password or hash (SPEC\'s plain password reads Not available), are filtered by role, searchable and paged', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const student = await signedInStudent(srv);
  await signedInCompany(srv);
  const users = await admin.get<AdminUser[]>('/api/admin/users?limit=500');
  assert.is(users.status, 200);
  assertClean(users.text);
  assert.ok(users.body.every((u) => u.actualPassword === 'Not available'));
  assert.is(Number(users.headers.get('x-total-count')), users.body.length);
  assert.ok((await admin.get<AdminUser[]>('/api/admin/students')).body.every((u) => u.role === 'student'));
  assert.ok((await admin.get<AdminUser[]>('/api/admin/companies')).body.every((u) => u.role === 'company'));
  assert.ok((await admin.get<AdminUser[]>('/api/admin/pending-signups')).body.every((u) => u.role === 'company' && !u.isApproved));
  const found = await admin.get<AdminUser[]>(`/api/admin/users?q=${encodeURIComponent(student.user.email)}`);
  assert.equal(found.body.map((u) => u.id), [student.user.id]);
  const first = await admin.get<AdminUser[]>('/api/admin/users?limit=2&sort=email&order=asc');
  const second = await admin.get<AdminUser[]>('/api/admin/users?limit=2&offset=2&sort=email&order=asc');
  assert.is(first.body.length, 2);
  assert.ok(first.body[1].email <= second.body[0].email, 'sorted across pages');
  assert.is((await admin.get('/api/admin/users?limit=nine')).status, 400);
});

api('a backend admin edits a user (Save Changes sets profileComplete); unknown fields and secrets are ignored', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const student = await signedInStudent(srv);
  const res = await admin.patch<AdminUser>(`/api/admin/users/${student.user.id}`, { firstName: 'Anaya', schoolName: 'Hill School', profileComplete: true, role: 'admin', password: 'x', email: 'evil@example.com' });
  assert.is(res.status, 200, res.text);
  assert.equal([res.body.firstName, res.body.schoolName, res.body.profileComplete, res.body.role, res.body.email], ['Anaya', 'Hill School', true, 'student', student.user.email]);
  assert.is((await student.get('/api/user')).body.firstName, 'Anaya');
  assert.is((await admin.patch(`/api/admin/users/${student.user.id}`, { firstName: '' })).status, 400);
});

api('a deleted account cannot sign in, its sessions stop, its applications and favourites leave; its e-mail is free again', async ({ srv, internshipId }) => {
  const admin = await signedInAdmin(srv);
  const body = studentBody();
  const student = client(srv.url);
  const { body: user } = await student.post('/api/register', body);
  await openVerificationLink(srv, body.email);
  assert.is((await student.post('/api/applications', { internshipId, coverLetter: 'My own letter.' })).status, 201);
  await student.post('/api/favorites', { internshipId });
  assert.is((await admin.delete(`/api/admin/users/${user.id}`)).status, 204);
  assert.is((await student.get('/api/user')).status, 401, 'the session stopped working');
  assert.is((await student.post('/api/favorites', { internshipId })).status, 401);
  assert.is((await client(srv.url).post('/api/login', { username: body.email, password: body.password })).status, 401);
  assert.not.ok((await admin.get<Array<{ studentId: string }>>('/api/admin/applications?limit=500')).body.some((a) => a.studentId === user.id));
  assert.not.ok((await admin.get<AdminUser[]>('/api/admin/users?limit=500')).body.some((u) => u.id === user.id));
  assert.is((await admin.delete(`/api/admin/users/${user.id}`)).status, 404);
  const again = await client(srv.url).post('/api/register', body);
  assert.is(again.status, 201, 'the e-mail was released');
  assert.is.not(again.body.id, user.id);
  assert.is((await admin.delete(`/api/admin/users/${admin.user.id}`)).status, 403, 'admins stay');
});

api('a backend admin deletes an internship (404 after) and edits one', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const company = await approvedCompany(srv, 'Delete Me Co');
  const doomed = await postTestInternship(srv, company.id, { title: 'Doomed' });
  const edited = await admin.patch(`/api/admin/internships/${doomed.id}`, { title: 'Renamed', isActive: false });
  assert.equal([edited.status, edited.body.title, edited.body.isActive], [200, 'Renamed', false]);
  assert.is((await admin.delete(`/api/admin/internships/${doomed.id}`)).status, 204);
  assert.is((await client(srv.url).get(`/api/internships/${doomed.id}`)).status, 404);
  assert.not.ok((await admin.get<Array<{ id: string }>>('/api/admin/internships?limit=500')).body.some((i) => i.id === doomed.id));
  assert.is((await admin.delete(`/api/admin/internships/${doomed.id}`)).status, 404);
});

api('application status: any of the four in any order; the same one is 409; anything else 400; the audit shows from, to and who', async ({ srv, internshipId }) => {
  const admin = await signedInAdmin(srv);
  const student = await signedInStudent(srv);
  const { body: app } = await student.post<Application>('/api/applications', { internshipId, coverLetter: 'My own letter.' });
  for (const status of ['accepted', 'pending', 'rejected', 'reviewed'] as const) {
    const res = await admin.patch(`/api/admin/applications/${app.id}/status`, { status });
    assert.equal([res.status, res.body.status], [200, status], res.text);
  }
  const same = await admin.patch(`/api/admin/applications/${app.id}/status`, { status: 'reviewed' });
  assert.equal([same.status, same.body.message], [409, 'The application is already reviewed']);
  assert.is((await admin.patch(`/api/admin/applications/${app.id}/status`, { status: 'hired' })).status, 400);
  const audit = (await admin.get<AuditEntry[]>(`/api/admin/audit?entityId=${app.id}`)).body;
  assert.equal(audit.map((e) => [e.from, e.to]), [['rejected', 'reviewed'], ['pending', 'rejected'], ['accepted', 'pending'], ['pending', 'accepted'], [null, 'pending']]);
  assert.is(audit[0].actorName, 'admin1');
  assert.is(audit[audit.length - 1].actorName, 'Asha Verma');
});

api('blog: create (published or draft), unique slugs, edit with a new slug frees the old one, unpublish, delete', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const visitor = client(srv.url);
  const created = await admin.post<BlogPost>('/api/admin/blog', { title: 'Writing Your First CV', excerpt: 'How', content: '# Heading\n\n**Bold** advice', category: 'Career Tips', tags: 'cv, writing', published: true });
  assert.is(created.status, 201, created.text);
  assert.equal([created.body.slug, created.body.tags, created.body.published], ['writing-your-first-cv', ['cv', 'writing'], true]);
  assert.is((await visitor.get('/api/blog/writing-your-first-cv')).body.content, '# Heading\n\n**Bold** advice');
  const dupe = await admin.post('/api/admin/blog', { title: 'Other', slug: 'writing-your-first-cv', content: 'x', category: 'Tips' });
  assert.equal([dupe.status, dupe.body.message], [409, 'A blog post with this slug already exists']);
  const draft = await admin.post<BlogPost>('/api/admin/blog', { title: 'Draft only', content: 'Soon', category: 'Tips' });
  assert.is(draft.body.published, false);
  assert.is((await visitor.get(`/api/blog/${draft.body.slug}`)).status, 404);
  assert.ok((await admin.get<BlogPost[]>('/api/admin/blog?limit=500')).body.some((p) => p.id === draft.body.id), 'drafts in the admin list');

  const moved = await admin.patch<BlogPost>(`/api/admin/blog/${created.body.id}`, { slug: 'first-cv', title: 'Your First CV' });
  assert.equal([moved.status, moved.body.slug, moved.body.title], [200, 'first-cv', 'Your First CV']);
  assert.is((await visitor.get('/api/blog/first-cv')).status, 200);
  const reuse = await admin.post('/api/admin/blog', { title: 'Writing Your First CV', content: 'again', category: 'Tips' });
  assert.is(reuse.status, 201, 'the old slug is free again');
  assert.is((await admin.patch(`/api/admin/blog/${draft.body.id}`, { slug: 'first-cv' })).status, 409);

  assert.is((await admin.patch<BlogPost>(`/api/admin/blog/${created.body.id}`, { published: false })).body.published, false);
  assert.is((await visitor.get('/api/blog/first-cv')).status, 404);
  assert.is((await admin.delete(`/api/admin/blog/${created.body.id}`)).status, 204);
  assert.is((await admin.patch(`/api/admin/blog/${created.body.id}`, { title: 'x' })).status, 404);
  assert.is((await admin.post('/api/admin/blog', { title: '', content: '', category: '' })).body.errors.title, 'Title is required');
});

api('the audit trail: newest first, filters, a cursor that pages without overlap; a company decision is in it', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const company = await signedInCompany(srv);
  const { body: request } = await company.post<CompanyRequest>('/api/company-application', companyApplication());
  await admin.patch(`/api/admin/company-requests/${request.id}`, { status: 'approved' });
  const decisions = (await admin.get<AuditEntry[]>(`/api/admin/audit?entityType=companyRequest&entityId=${request.id}`)).body;
  assert.equal(decisions.map((e) => [e.type, e.to, e.actorName]), [
    ['CompanyRequestApproved', 'approved', 'admin1'],
    ['CompanyRequestSubmitted', 'pending', 'Acme Learning'],
  ]);
  assert.is(decisions[0].note, 'Approved by admin');
  const approval = (await admin.get<AuditEntry[]>(`/api/admin/audit?type=CompanyApproved&entityId=${company.user.id}`)).body;
  assert.equal(approval.map((e) => e.actorName), ['admin1'], 'the reactor acted on the admin\'s behalf');

  const all: AuditEntry[] = [];
  let before = '';
  for (let pages = 0; pages < 100; pages++) {
    const res = await admin.get<AuditEntry[]>(`/api/admin/audit?limit=3${before ? `&before=${before}` : ''}`);
    all.push(...res.body);
    before = res.headers.get('x-next-before') ?? '';
    if (!before) break;
  }
  const whole = (await admin.get<AuditEntry[]>('/api/admin/audit?limit=200')).body;
  assert.equal(all.map((e) => e.eventId), whole.map((e) => e.eventId));
  assert.is(new Set(all.map((e) => e.eventId)).size, all.length);
  assert.is((await admin.get('/api/admin/audit?entityType=planet')).status, 400);
});

api('the stats: real figures from the log', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const stats = (await admin.get<AdminStats>('/api/admin/stats')).body;
  assert.is(stats.signupsPerWeek.length, 12);
  assert.ok(stats.signupsPerWeek[11].students >= 1, 'this week\'s sign-ups');
  assert.ok(stats.companiesApproved >= 1);
  assert.ok(stats.applicationsByStatus.reviewed + stats.applicationsByStatus.pending >= 1);
  assert.ok(stats.medianReviewHours !== null && stats.medianReviewHours >= 0);
});

api.run();
