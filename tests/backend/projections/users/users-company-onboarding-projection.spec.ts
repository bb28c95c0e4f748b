// Specs of the users projection for company details, approval and the student onboarding profile; replays change nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { USERS, usersProjection } from '@backend/projections/users/users-projection';
import type { Role } from '@domain/shared/roles';
import type { UserRegistered } from '@domain/users/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('users projection: company and onboarding');

const AT = '2025-03-01T10:00:00.000Z';
const registered = (userId: string, role: Role): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId, username: `${userId}@example.com`, email: `${userId}@example.com`, passwordHash: '$argon2id$secret', role, firstName: 'A', lastName: 'B',
    location: 'India', bio: '', university: '', fieldOfStudy: '', graduationYear: 2027, skills: [], hobbies: [], profileComplete: false, isApproved: false, registeredAt: AT,
  },
});

function journey() {
  const { log, add } = eventLog();
  add('user-co', registered('co', 'company'));
  add('user-co', { type: 'CompanyDetailsUpdated', data: { userId: 'co', companyName: 'Acme', companyField: 'Technology', location: 'Pune, India', website: 'https://acme.example', at: AT } });
  add('user-co', { type: 'CompanyApproved', data: { userId: 'co', approvedBy: 'admin-1', at: AT } });
  add('user-st', registered('st', 'student'));
  add('user-st', {
    type: 'StudentProfileCompleted',
    data: { userId: 'st', hobbies: ['coding', 'music'], interestedFields: ['Technology'], internshipDuration: '3-6-months', preferredCompanies: ['TechStart India'], location: 'Colombo', grade: '10th', schoolName: 'Royal College', at: AT },
  });
  return log;
}

test('company details and approval show on the user', () => {
  const co = project(usersProjection, journey()).get('co')!;
  assert.is(co.companyName, 'Acme');
  assert.is(co.companyField, 'Technology');
  assert.is(co.location, 'Pune, India');
  assert.is(co.website, 'https://acme.example');
  assert.is(co.isApproved, true);
});

test('the onboarding profile sets the profile fields and profileComplete', () => {
  const st = project(usersProjection, journey()).get('st')!;
  assert.equal(
    { hobbies: st.hobbies, interestedFields: st.interestedFields, internshipDuration: st.internshipDuration, preferredCompanies: st.preferredCompanies, location: st.location, grade: st.grade, schoolName: st.schoolName, profileComplete: st.profileComplete },
    { hobbies: ['coding', 'music'], interestedFields: ['Technology'], internshipDuration: '3-6-months', preferredCompanies: ['TechStart India'], location: 'Colombo', grade: '10th', schoolName: 'Royal College', profileComplete: true },
  );
  assert.not.ok(JSON.stringify(st).includes('argon2'));
});

test('events of other areas do not touch users', () => {
  const { add } = eventLog();
  const handled = usersProjection.handles as readonly string[];
  assert.not.ok(handled.includes(add('favorites-st', { type: 'FavoriteAdded', data: { studentId: 'st', internshipId: 'i', at: AT } }).type));
  assert.not.ok(handled.includes(add('blogpost-p', { type: 'BlogPostPublished', data: { postId: 'p', publishedAt: AT } }).type));
  const log = journey();
  assert.equal(project(usersProjection, [...log, add('favorites-st', { type: 'FavoriteAdded', data: { studentId: 'st', internshipId: 'i', at: AT } })]), project(usersProjection, log));
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [USERS]);
});

test.run();
