// Specs of the users and credentials projections as pure evolve functions: given events, which documents result; the users doc never holds a hash.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import type { RecordedEvent } from '@backend/events/event-store';
import { usersProjection, USERS } from '@backend/projections/users/users-projection';
import { credentialsProjection, CREDENTIALS } from '@backend/projections/users/credentials-projection';
import type { DomainEvent } from '@domain/events';
import type { UserRegistered } from '@domain/users/events';
import type { PublicUser } from '@domain/users/types';
import { eventLog, project } from '../../../helpers/recorded-events';

const test = suite('users and credentials projections');

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

const registration = (over: Partial<UserRegistered['data']> = {}): UserRegistered['data'] => ({
  userId: 'u-1',
  username: 'Ada@Example.com',
  email: 'Ada@Example.com',
  passwordHash: HASH,
  role: 'student',
  firstName: 'Ada',
  lastName: 'Lovelace',
  location: 'India',
  bio: 'Likes engines',
  university: '',
  fieldOfStudy: 'Maths',
  graduationYear: 2027,
  skills: ['Python'],
  hobbies: ['reading'],
  profileComplete: false,
  isApproved: false,
  registeredAt: '2025-03-01T10:00:00.000Z',
  ...over,
});

const { add } = eventLog();
/** Wraps a domain event in a recorded envelope, as the runtime hands it to projections. */
const recorded = (event: DomainEvent, stream = 'user-u-1'): RecordedEvent => add(stream, event);

const registered = (over: Partial<UserRegistered['data']> = {}) => recorded({ type: 'UserRegistered', data: registration(over) });
const signIns = (userId = 'u-1') => [
  recorded({ type: 'SignInFailed', data: { userId, at: '2025-03-01T11:00:00.000Z' } }),
  recorded({ type: 'UserSignedIn', data: { userId, at: '2025-03-01T11:01:00.000Z' } }),
];
const claim = recorded({ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u-1' } }, 'email-ada@example.com');

test('the projections own the users and credentials read models', () => {
  assert.is(usersProjection.name, USERS);
  assert.is(credentialsProjection.name, CREDENTIALS);
  assert.is(USERS, 'users');
  assert.is(CREDENTIALS, 'credentials');
});

test('UserRegistered gives a users document with the public fields and empty profile fields', () => {
  const docs = project(usersProjection, [registered()]);
  const expected: PublicUser = {
    id: 'u-1',
    username: 'Ada@Example.com',
    email: 'Ada@Example.com',
    role: 'student',
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: null,
    companyField: null,
    website: null,
    location: 'India',
    bio: 'Likes engines',
    grade: null,
    schoolName: null,
    university: '',
    graduationYear: 2027,
    fieldOfStudy: 'Maths',
    skills: ['Python'],
    projects: [],
    achievements: [],
    hobbies: ['reading'],
    interestedFields: [],
    preferredCompanies: [],
    internshipDuration: null,
    profileComplete: false,
    isApproved: false,
    createdAt: '2025-03-01T10:00:00.000Z',
  };
  assert.equal([...docs.keys()], ['u-1']);
  assert.equal(docs.get('u-1'), expected);
});

test('the résumé: projects and achievements from a profile edit; an onboarding sets them only when it gives them', () => {
  const project1 = { title: 'Timetable app', description: 'For my class', link: null };
  const onboarding = (over: Record<string, unknown> = {}) =>
    recorded({
      type: 'StudentProfileCompleted',
      data: { userId: 'u-1', hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['X'], location: 'Pune', grade: '11th', schoolName: 'City School', at: '2025-03-02T10:00:00.000Z', ...over },
    });
  const edited = recorded({ type: 'UserProfileEdited', data: { userId: 'u-1', changes: { projects: [project1], achievements: ['Science fair'] }, at: '2025-03-02T09:00:00.000Z' } });
  const afterEdit = project(usersProjection, [registered(), edited, onboarding()]).get('u-1')!;
  assert.equal([afterEdit.skills, afterEdit.projects, afterEdit.achievements], [['Python'], [project1], ['Science fair']], 'an onboarding without them leaves them');
  const given = project(usersProjection, [registered(), edited, onboarding({ skills: ['Figma'], projects: [], achievements: ['Olympiad'] })]).get('u-1')!;
  assert.equal([given.skills, given.projects, given.achievements], [['Figma'], [], ['Olympiad']]);
});

test('a company registration keeps role and approval as registered', () => {
  const docs = project(usersProjection, [registered({ userId: 'c-1', role: 'company', isApproved: true })]);
  assert.is(docs.get('c-1')?.role, 'company');
  assert.is(docs.get('c-1')?.isApproved, true);
});

test('sign-in events and e-mail claims do not concern the users or credentials read models', () => {
  for (const e of [...signIns(), claim]) {
    assert.not.ok((usersProjection.handles as readonly string[]).includes(e.type), e.type);
    assert.not.ok((credentialsProjection.handles as readonly string[]).includes(e.type), e.type);
  }
  const afterRegistration = project(usersProjection, [registered()]);
  assert.equal(project(usersProjection, [registered(), ...signIns(), claim]), afterRegistration);
});

test('each registration is its own document', () => {
  const docs = project(usersProjection, [registered(), registered({ userId: 'u-2', email: 'bob@example.com', username: 'bob' })]);
  assert.equal([...docs.keys()].sort(), ['u-1', 'u-2']);
  assert.is(docs.get('u-2')?.username, 'bob');
});

test('UserRegistered gives a credentials document with lowercased login keys and the hash', () => {
  const docs = project(credentialsProjection, [registered({ username: 'AdaL', email: 'Ada@Example.COM' }), ...signIns(), claim]);
  assert.equal([...docs.values()], [{ id: 'u-1', usernameLower: 'adal', emailLower: 'ada@example.com', passwordHash: HASH }]);
});

test('the users document never contains the password hash', () => {
  const doc = project(usersProjection, [registered(), ...signIns()]).get('u-1')!;
  assert.not.ok('passwordHash' in doc);
  assert.not.ok(JSON.stringify(doc).includes(HASH));
});

test('property: for any registration, the users document holds no hash and the credentials document holds exactly it', () => {
  const text = fc.string({ maxLength: 20 });
  const data = fc.record({
    userId: fc.uuid(),
    username: text,
    email: fc.emailAddress(),
    passwordHash: fc.string({ minLength: 16, maxLength: 100 }).map((s) => `$argon2id$v=19$${s}`),
    role: fc.constantFrom('student' as const, 'company' as const, 'admin' as const),
    firstName: text,
    lastName: text,
    location: text,
    bio: text,
    university: text,
    fieldOfStudy: text,
    graduationYear: fc.option(fc.integer({ min: 1900, max: 2200 }), { nil: null }),
    skills: fc.array(text, { maxLength: 3 }),
    hobbies: fc.array(text, { maxLength: 3 }),
    profileComplete: fc.boolean(),
    isApproved: fc.boolean(),
    registeredAt: fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString()),
  });
  fc.assert(
    fc.property(data, (d) => {
      const e = recorded({ type: 'UserRegistered', data: d }, `user-${d.userId}`);
      const user = project(usersProjection, [e]).get(d.userId)!;
      assert.not.ok('passwordHash' in user);
      assert.not.ok(JSON.stringify(user).includes(d.passwordHash));
      assert.is(user.email, d.email);
      const creds = project(credentialsProjection, [e]).get(d.userId)!;
      assert.is(creds.passwordHash, d.passwordHash);
      assert.is(creds.emailLower, d.email.toLowerCase());
      assert.is(creds.usernameLower, d.username.toLowerCase());
    }),
    { numRuns: 100 },
  );
});

test.run();
