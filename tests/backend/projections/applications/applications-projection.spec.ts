// Specs of the applications and application-history projections: submission, status changes (with notes), withdrawing and
// applying again → documents; replays change nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLICATIONS, applicationsProjection } from '@backend/projections/applications/applications-projection';
import { APPLICATION_HISTORY, applicationHistoryProjection } from '@backend/projections/applications/application-history-projection';
import type { ApplicationStatus, ResumeProfile } from '@domain/applications/types';
import type { ApplicationStatusChanged, ApplicationSubmitted, ApplicationWithdrawn } from '@domain/applications/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('applications and application history projections');

const PROFILE: ResumeProfile = { skills: ['Python'], projects: [{ title: 'Robot', description: 'A line follower', link: null }], achievements: ['Science fair'], schoolName: 'DPS', grade: '11' };
const submitted = (id: string, studentId = 's-1', over: Partial<ApplicationSubmitted['data']> = {}): ApplicationSubmitted => ({
  type: 'ApplicationSubmitted',
  data: {
    applicationId: id, studentId, internshipId: 'i-1', companyId: 'c-1', coverLetter: 'Hi', resume: 'CV',
    answers: [{ question: 'Why us?', answer: 'Because.' }], availability: { hoursPerWeek: 10, from: '2025-04-01', to: null }, profile: PROFILE,
    status: 'pending', appliedAt: '2025-03-01T10:00:00.000Z', ...over,
  },
});
const changed = (id: string, from: ApplicationStatus, to: ApplicationStatus, at: string, byRole = 'admin', note: string | null = null): ApplicationStatusChanged => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: id, studentId: 's-1', from, to, actorId: `${byRole}-1`, byRole, note, at },
});
const withdrawn = (id: string, from: ApplicationStatus, at: string): ApplicationWithdrawn => ({
  type: 'ApplicationWithdrawn',
  data: { applicationId: id, studentId: 's-1', internshipId: 'i-1', from, at },
});

function journey() {
  const { log, add } = eventLog();
  add('application-a-1', submitted('a-1'));
  add('application-a-2', submitted('a-2', 's-2'));
  add('application-a-1', changed('a-1', 'pending', 'reviewed', '2025-03-02T10:00:00.000Z', 'company'));
  add('application-a-1', changed('a-1', 'reviewed', 'accepted', '2025-03-03T10:00:00.000Z', 'admin', 'Welcome aboard'));
  return log;
}

/** a-1 reviewed, withdrawn, then sent again with another letter. */
function withdrawAndApplyAgain() {
  const { log, add } = eventLog();
  add('application-a-1', submitted('a-1'));
  add('application-a-1', changed('a-1', 'pending', 'reviewed', '2025-03-02T10:00:00.000Z', 'company'));
  add('application-a-1', withdrawn('a-1', 'reviewed', '2025-03-03T10:00:00.000Z'));
  add('application-a-1', submitted('a-1', 's-1', { coverLetter: 'Hi again', answers: [{ question: 'Why us?', answer: 'Still keen.' }], availability: null, profile: null, appliedAt: '2025-03-04T10:00:00.000Z' }));
  return log;
}

test('submission → a pending application with answers, availability and profile; a status change updates only the status', () => {
  const docs = project(applicationsProjection, journey());
  assert.equal(docs.get('a-1'), {
    id: 'a-1', studentId: 's-1', internshipId: 'i-1', companyId: 'c-1', coverLetter: 'Hi', resume: 'CV',
    answers: [{ question: 'Why us?', answer: 'Because.' }], availability: { hoursPerWeek: 10, from: '2025-04-01', to: null }, profile: PROFILE,
    status: 'accepted', appliedAt: '2025-03-01T10:00:00.000Z',
  });
  assert.is(docs.get('a-2')!.status, 'pending');
  assert.equal(applicationsProjection.indexes, ['studentId', 'internshipId', 'companyId', 'status']);
});

test('the history lists the submission, then every change with its note, oldest first, with the owner', () => {
  const docs = project(applicationHistoryProjection, journey());
  assert.equal(docs.get('a-1'), {
    id: 'a-1',
    studentId: 's-1',
    entries: [
      { at: '2025-03-01T10:00:00.000Z', from: null, to: 'pending', byRole: 'student', actorId: 's-1', note: null },
      { at: '2025-03-02T10:00:00.000Z', from: 'pending', to: 'reviewed', byRole: 'company', actorId: 'company-1', note: null },
      { at: '2025-03-03T10:00:00.000Z', from: 'reviewed', to: 'accepted', byRole: 'admin', actorId: 'admin-1', note: 'Welcome aboard' },
    ],
  });
  assert.is(docs.get('a-2')!.entries.length, 1);
});

test('withdrawing marks the application withdrawn; applying again replaces letter, answers, availability, profile and appliedAt', () => {
  const log = withdrawAndApplyAgain();
  const afterWithdrawal = project(applicationsProjection, log.slice(0, 3)).get('a-1')!;
  assert.is(afterWithdrawal.status, 'withdrawn');
  assert.is(afterWithdrawal.coverLetter, 'Hi');
  assert.equal(project(applicationsProjection, log).get('a-1'), {
    id: 'a-1', studentId: 's-1', internshipId: 'i-1', companyId: 'c-1', coverLetter: 'Hi again', resume: 'CV',
    answers: [{ question: 'Why us?', answer: 'Still keen.' }], availability: null, profile: null,
    status: 'pending', appliedAt: '2025-03-04T10:00:00.000Z',
  });
});

test('the history goes on through a withdrawal and a submission again (both the student\'s)', () => {
  const entries = project(applicationHistoryProjection, withdrawAndApplyAgain()).get('a-1')!.entries;
  assert.equal(entries.map((e) => [e.from, e.to, e.byRole, e.actorId]), [
    [null, 'pending', 'student', 's-1'],
    ['pending', 'reviewed', 'company', 'company-1'],
    ['reviewed', 'withdrawn', 'student', 's-1'],
    ['withdrawn', 'pending', 'student', 's-1'],
  ]);
  assert.is(entries[3].at, '2025-03-04T10:00:00.000Z');
});

test('a status change or a withdrawal for an unknown application creates nothing', () => {
  const { log, add } = eventLog();
  add('application-x', changed('x', 'pending', 'reviewed', '2025-03-02T10:00:00.000Z'));
  add('application-x', withdrawn('x', 'pending', '2025-03-02T10:00:00.000Z'));
  assert.is(project(applicationsProjection, log).size, 0);
  assert.is(project(applicationHistoryProjection, log).size, 0);
});

test('applying the same events twice changes nothing (no duplicated history entries)', async () => {
  const once = await assertReplayIsIdempotent(journey(), [APPLICATIONS, APPLICATION_HISTORY]);
  const history = once[APPLICATION_HISTORY].find((d) => d.id === 'a-1') as unknown as { entries: unknown[] };
  assert.is(history.entries.length, 3);
  const again = await assertReplayIsIdempotent(withdrawAndApplyAgain(), [APPLICATIONS, APPLICATION_HISTORY]);
  assert.is((again[APPLICATION_HISTORY].find((d) => d.id === 'a-1') as unknown as { entries: unknown[] }).entries.length, 4);
});

test.run();
