// API test of issue 36's onboarding companies: GET /api/companies lists the platform's approved companies (public fields,
// by name; not those under review, suspended or deleted), and the onboarding profile's preferred companies are optional
// (none, or the names chosen; old free-text values are kept as they were).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PublicCompany } from '@domain/companies/types';
import type { PublicUser } from '@domain/users/types';
import { client, studentBody, uniqueEmail } from '../../helpers/http';
import { approvedCompany, signedInAdmin, signedInStudent } from '../../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../../helpers/server';

const test = suite('onboarding companies');
let srv: TestServer;

test.before(async () => {
  srv = await startTestServer({ config: { parentalConsent: 'off', emailVerification: 'off' } });
});
test.after(async () => srv?.close());

const profile = { hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', location: 'Pune', grade: '11th', schoolName: 'City School' };

test('GET /api/companies: the approved companies by name with their public fields only, for anyone', async () => {
  const zeta = await approvedCompany(srv, 'Zeta Gardens');
  const alpha = await approvedCompany(srv, 'alpha Robotics');
  const gone = await approvedCompany(srv, 'Gone Tomorrow');
  // A company still under review is not listed.
  const pending = client(srv.url);
  assert.is((await pending.post('/api/register', { ...studentBody(uniqueEmail('co')), role: 'company', firstName: 'Company', lastName: 'User' })).status, 201);
  const admin = await signedInAdmin(srv);
  assert.is((await admin.delete(`/api/admin/users/${gone.id}`)).status, 204);

  const res = await client(srv.url).get<PublicCompany[]>('/api/companies');
  assert.is(res.status, 200);
  const names = res.body.map((c) => c.companyName);
  assert.equal(names.indexOf('alpha Robotics') < names.indexOf('Zeta Gardens'), true, 'by name, case aside');
  assert.not.ok(names.includes('Gone Tomorrow'), 'a deleted company is not listed');
  assert.equal(res.body.map((c) => c.id).filter((id) => id === zeta.id || id === alpha.id).length, 2);
  for (const company of res.body) assert.equal(Object.keys(company).sort(), ['companyField', 'companyName', 'id', 'location', 'website']);
  assert.not.match(res.text, /@|password|email/i);
});

test('preferred companies are optional: none, an empty list or the names chosen; a value that is no list is 400', async () => {
  const student = await signedInStudent(srv);
  const none = await student.patch<PublicUser>('/api/user/profile', profile);
  assert.is(none.status, 200, none.text);
  assert.equal([none.body.preferredCompanies, none.body.profileComplete], [[], true]);
  const empty = await student.patch<PublicUser>('/api/user/profile', { ...profile, preferredCompanies: [] });
  assert.is(empty.status, 200, empty.text);
  const chosen = await student.patch<PublicUser>('/api/user/profile', { ...profile, preferredCompanies: ['Zeta Gardens', 'TechStart India'] });
  assert.is(chosen.status, 200, chosen.text);
  assert.equal(chosen.body.preferredCompanies, ['Zeta Gardens', 'TechStart India'], 'old free-text names are kept as they are');
  const bad = await student.patch('/api/user/profile', { ...profile, preferredCompanies: 'Zeta Gardens' });
  assert.is(bad.status, 400);
  assert.is(bad.body.errors.preferredCompanies, 'Please select at least one company');
  const many = await student.patch('/api/user/profile', { ...profile, preferredCompanies: Array.from({ length: 21 }, (_, i) => `Company ${i}`) });
  assert.is(many.status, 400);
  assert.is(many.body.errors.preferredCompanies, 'Too many selected');
});

test.run();
