// API tests for the student onboarding profile (PATCH /api/user/profile) and a company's public details (GET /api/users/:id).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { approvedCompany, assertClean, signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';
import { companyApplication } from '../../helpers/company-fixtures';
import type { PublicUser } from '@domain/users/types';

const api = suite<{ srv: TestServer }>('onboarding profile and public company API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const profile = {
  hobbies: ['coding', 'music'],
  interestedFields: ['Technology', 'Design'],
  internshipDuration: '1-3-months',
  preferredCompanies: ['TechStart India'],
  location: 'Pune, India',
  grade: '11th',
  schoolName: 'City International School',
};

api('a student completes onboarding → 200 user with profileComplete and the profile fields', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const res = await student.patch<PublicUser>('/api/user/profile', profile);
  assert.is(res.status, 200);
  assert.is(res.body.id, student.user.id);
  assert.is(res.body.profileComplete, true);
  for (const [k, v] of Object.entries(profile)) assert.equal((res.body as unknown as Record<string, unknown>)[k], v, k);
  assertClean(res.text);
  const me = await student.get<PublicUser>('/api/user');
  assert.is(me.body.profileComplete, true);
  assert.is(me.body.schoolName, 'City International School');
});

api('re-submitting updates the profile', async ({ srv }) => {
  const student = await signedInStudent(srv);
  await student.patch('/api/user/profile', profile);
  const res = await student.patch<PublicUser>('/api/user/profile', { ...profile, grade: '12th', hobbies: ['sports'] });
  assert.is(res.status, 200);
  assert.is(res.body.grade, '12th');
  assert.equal(res.body.hobbies, ['sports']);
  assert.is(res.body.profileComplete, true);
});

api('invalid profile → 400 with the SPEC §5 message for every field', async ({ srv }) => {
  const student = await signedInStudent(srv);
  // Preferred companies are optional since issue 36: only a value that is no list gets SPEC's message.
  const res = await student.patch('/api/user/profile', { hobbies: [], interestedFields: [], internshipDuration: '', preferredCompanies: 'TechStart', location: ' ', grade: '', schoolName: '' });
  assert.is(res.status, 400);
  assert.equal(res.body.errors, {
    hobbies: 'Please select at least one hobby',
    interestedFields: 'Please select at least one field of interest',
    internshipDuration: 'Please select internship duration',
    preferredCompanies: 'Please select at least one company',
    location: 'Please enter your location',
    grade: 'Please select your grade',
    schoolName: 'Please enter your school name',
  });
  const empty = await student.patch('/api/user/profile', {});
  assert.is(empty.status, 400);
  assert.is(empty.body.errors.hobbies, 'Please select at least one hobby');
  assert.is(empty.body.errors.schoolName, 'Please enter your school name');
  assert.is((await student.get<PublicUser>('/api/user')).body.profileComplete, false);
});

api('signed out → 401; companies and admins → 403', async ({ srv }) => {
  assert.is((await client(srv.url).patch('/api/user/profile', profile)).status, 401);
  for (const c of [await signedInCompany(srv), await signedInAdmin(srv)]) {
    const res = await c.patch('/api/user/profile', profile);
    assert.is(res.status, 403);
    assert.is(res.body.message, 'Only students can complete a student profile');
  }
});

api('GET /api/users/:id → only the public company fields, for company accounts', async ({ srv }) => {
  const company = await approvedCompany(srv, 'Bright Minds');
  const res = await client(srv.url).get(`/api/users/${company.id}`);
  assert.is(res.status, 200);
  assert.equal(res.body, { id: company.id, companyName: 'Bright Minds', companyField: 'Technology', location: 'Mumbai, India', website: 'https://acme.example.org' });
  assert.not.match(res.text, /email|username|_position|isApproved/);
});

api('GET /api/users/:id → 404 for a company not approved (yet, or rejected) and for a deleted one, like a missing user', async ({ srv }) => {
  const notFound = async (id: string) => {
    for (const path of [`/api/users/${id}`, `/api/users/${id}/responsiveness`]) {
      const res = await client(srv.url).get(path);
      assert.is(res.status, 404, path);
      assert.equal(res.body, { message: 'Company not found' });
    }
  };
  // Signed up only, and then with its details given in an application still under review.
  const fresh = await signedInCompany(srv);
  await notFound(fresh.user.id);
  assert.is((await fresh.post('/api/company-application', companyApplication({ companyName: 'Pending Pixels' }))).status, 201);
  await notFound(fresh.user.id);
  // Rejected.
  const rejected = await signedInCompany(srv);
  const request = await rejected.post('/api/company-application', companyApplication({ companyName: 'Rejected Robots' }));
  assert.is((await (await signedInAdmin(srv)).patch(`/api/admin/company-requests/${request.body.id}`, { status: 'rejected', adminNotes: 'Please add a real website' })).status, 200);
  await notFound(rejected.user.id);
  // Approved, then its account deleted.
  const gone = await approvedCompany(srv, 'Vanished Ventures');
  assert.is((await client(srv.url).get(`/api/users/${gone.id}`)).status, 200);
  assert.is((await (await signedInAdmin(srv)).delete(`/api/admin/users/${gone.id}`)).status, 204);
  await notFound(gone.id);
});

api('GET /api/users/:id → 404 for students, admins and unknown ids', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const admin = await signedInAdmin(srv);
  for (const id of [student.user.id, admin.user.id, 'unknown']) {
    const res = await client(srv.url).get(`/api/users/${id}`);
    assert.is(res.status, 404);
    assert.equal(res.body, { message: 'Company not found' });
  }
});

api.run();
