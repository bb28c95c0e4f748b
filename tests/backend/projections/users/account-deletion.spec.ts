// Specs of an account deletion across the read models: the person's user, credentials, applications, history and favourites go;
// a company's internships and requests go; everyone else's documents stay.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projections } from '@backend/projections';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { UserRegistered } from '@domain/users/events';
import type { Role } from '@domain/shared/roles';
import { applyLog, eventLog, snapshot } from '../../../helpers/recorded-events';

const test = suite('account deletion in the read models');
const AT = '2026-11-01T10:00:00.000Z';
const NAMES = projections.map((p) => p.name);

const registered = (userId: string, role: Role): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId, username: `${userId}@example.com`, email: `${userId}@example.com`, passwordHash: 'x', role, firstName: 'A', lastName: 'B', location: 'India',
    bio: '', university: '', fieldOfStudy: '', graduationYear: null, skills: [], hobbies: [], profileComplete: false, isApproved: true, registeredAt: AT,
  },
});

function world() {
  const { log, add } = eventLog();
  add('user-co', registered('co', 'company'));
  add('internship-i', { type: 'InternshipPosted', data: { internshipId: 'i', companyId: 'co', title: 'T', description: 'D', requirements: '', location: 'Pune', duration: '8 weeks', salary: null, type: 'remote', skills: [], applicationDeadline: null, startDate: null, questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null, stipend: null, durationWeeks: 8, postedAt: AT } });
  for (const s of ['s1', 's2']) {
    add(`user-${s}`, registered(s, 'student'));
    add(`application-${s}`, { type: 'ApplicationSubmitted', data: { applicationId: `app-${s}`, studentId: s, internshipId: 'i', companyId: 'co', coverLetter: '', resume: '', answers: [], availability: null, profile: null, status: 'pending', appliedAt: AT } });
    add(`favorites-${s}`, { type: 'FavoriteAdded', data: { studentId: s, internshipId: 'i', at: AT } });
  }
  return { log, add };
}

const ids = async (store: ReturnType<typeof createMemoryReadStore>) =>
  Object.fromEntries(Object.entries(await snapshot(store, NAMES)).map(([name, docs]) => [name, docs.map((d) => d.id)]));

test("a deleted student's documents leave every read model; the other student's stay", async () => {
  const { log, add } = world();
  add('user-s1', { type: 'UserDeleted', data: { userId: 's1', claimStream: 'email-s1@example.com', role: 'student', at: AT } });
  const store = createMemoryReadStore();
  await applyLog(store, log, 3);
  const left = await ids(store);
  assert.equal(left.users, ['co', 's2']);
  assert.equal(left.credentials, ['co', 's2']);
  assert.equal(left.applications, ['app-s2']);
  assert.equal(left.applicationHistory, ['app-s2']);
  assert.equal(left.applicationResponses, ['app-s2']);
  assert.equal(left.favorites, ['s2']);
  assert.equal(left.internships, ['i']);
});

test("a deleted company's internships leave the lists", async () => {
  const { log, add } = world();
  add('user-co', { type: 'UserDeleted', data: { userId: 'co', claimStream: 'email-co@example.com', role: 'company', at: AT } });
  const store = createMemoryReadStore();
  await applyLog(store, log);
  const left = await ids(store);
  assert.equal(left.internships, []);
  assert.equal(left.users, ['s1', 's2']);
});

test('the same log applied twice, in batches of any size, gives the same read models', async () => {
  const { log, add } = world();
  add('user-s1', { type: 'UserDeleted', data: { userId: 's1', claimStream: 'email-s1@example.com', role: 'student', at: AT } });
  const once = createMemoryReadStore();
  await applyLog(once, log, 1);
  const twice = createMemoryReadStore();
  await applyLog(twice, log, 100);
  await applyLog(twice, log, 2);
  assert.equal(await snapshot(twice, NAMES), await snapshot(once, NAMES));
});

test.run();
