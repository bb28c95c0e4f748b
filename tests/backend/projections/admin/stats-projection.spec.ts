// Specs of the stats projection: sign-ups per ISO week by role, applications by current status, approved companies.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { STATS, isoWeek, statsProjection } from '@backend/projections/admin/stats-projection';
import type { UserRegistered } from '@domain/users/events';
import type { Role } from '@domain/shared/roles';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('stats projection');

const registered = (userId: string, role: Role, registeredAt: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId, username: userId, email: `${userId}@example.com`, passwordHash: 'x', role, firstName: 'A', lastName: 'B', location: 'India',
    bio: '', university: '', fieldOfStudy: '', graduationYear: null, skills: [], hobbies: [], profileComplete: false, isApproved: false, registeredAt,
  },
});

/** The journey; `more` adds events after it. */
function journey(more?: (add: ReturnType<typeof eventLog>['add']) => void) {
  const { log, add } = eventLog();
  add('user-a', registered('a', 'student', '2026-11-16T10:00:00.000Z'));
  add('user-b', registered('b', 'student', '2026-11-22T23:00:00.000Z'));
  add('user-c', registered('c', 'company', '2026-11-23T01:00:00.000Z'));
  add('user-admin', registered('admin', 'admin', '2026-11-23T01:00:00.000Z'));
  const app = (id: string) => ({ type: 'ApplicationSubmitted' as const, data: { applicationId: id, studentId: 'a', internshipId: 'i', companyId: 'c', coverLetter: '', resume: '', answers: [], availability: null, profile: null, status: 'pending' as const, appliedAt: '2026-11-23T00:00:00.000Z' } });
  add('application-1', app('1'));
  add('application-2', app('2'));
  add('application-1', { type: 'ApplicationStatusChanged', data: { applicationId: '1', studentId: 'a', from: 'pending', to: 'accepted', actorId: 'c', byRole: 'company', note: null, at: '2026-11-23T00:00:00.000Z' } });
  add('user-c', { type: 'CompanyApproved', data: { userId: 'c', approvedBy: 'admin', at: '2026-11-23T02:00:00.000Z' } });
  more?.(add);
  return log;
}

test('ISO weeks: the week of the Thursday, week 1 holds 4 January', () => {
  assert.is(isoWeek('2026-01-01T12:00:00Z'), '2026-W01');
  assert.is(isoWeek('2025-12-29T12:00:00Z'), '2026-W01');
  assert.is(isoWeek('2027-01-01T12:00:00Z'), '2026-W53');
  assert.is(isoWeek('2026-11-22T23:00:00Z'), '2026-W47');
  assert.is(isoWeek('2026-11-23T01:00:00Z'), '2026-W48');
});

test('sign-ups per week by role (admins not counted), applications by status, approved companies', () => {
  const docs = project(statsProjection, journey());
  assert.equal(docs.get('signups:2026-W47'), { id: 'signups:2026-W47', week: '2026-W47', students: 2, companies: 0 });
  assert.equal(docs.get('signups:2026-W48'), { id: 'signups:2026-W48', week: '2026-W48', students: 0, companies: 1 });
  assert.equal(docs.get('applications'), { id: 'applications', pending: 1, reviewed: 0, accepted: 1, rejected: 0 });
  assert.equal(docs.get('companies'), { id: 'companies', approved: 1 });
});

test('a withdrawal takes the application out of its status; applying again counts it as pending once more', () => {
  const withdrawn = (add: ReturnType<typeof eventLog>['add']) => {
    add('application-2', { type: 'ApplicationStatusChanged', data: { applicationId: '2', studentId: 'a', from: 'pending', to: 'reviewed', actorId: 'c', byRole: 'company', note: null, at: '2026-11-24T00:00:00.000Z' } });
    add('application-2', { type: 'ApplicationWithdrawn', data: { applicationId: '2', studentId: 'a', internshipId: 'i', from: 'reviewed', at: '2026-11-24T01:00:00.000Z' } });
  };
  assert.equal(project(statsProjection, journey(withdrawn)).get('applications'), { id: 'applications', pending: 0, reviewed: 0, accepted: 1, rejected: 0 });
  const again = (add: ReturnType<typeof eventLog>['add']) => {
    withdrawn(add);
    add('application-2', { type: 'ApplicationSubmitted', data: { applicationId: '2', studentId: 'a', internshipId: 'i', companyId: 'c', coverLetter: 'Again', resume: '', answers: [], availability: null, profile: null, status: 'pending', appliedAt: '2026-11-24T02:00:00.000Z' } });
  };
  assert.equal(project(statsProjection, journey(again)).get('applications'), { id: 'applications', pending: 1, reviewed: 0, accepted: 1, rejected: 0 });
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [STATS]);
});

test.run();
