// Specs of the applications and application-history projections: submission and status changes → documents; replays change nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLICATIONS, applicationsProjection } from '@backend/projections/applications/applications-projection';
import { APPLICATION_HISTORY, applicationHistoryProjection } from '@backend/projections/applications/application-history-projection';
import type { ApplicationStatus } from '@domain/applications/types';
import type { ApplicationStatusChanged, ApplicationSubmitted } from '@domain/applications/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('applications and application history projections');

const submitted = (id: string, studentId = 's-1'): ApplicationSubmitted => ({
  type: 'ApplicationSubmitted',
  data: { applicationId: id, studentId, internshipId: 'i-1', companyId: 'c-1', coverLetter: 'Hi', resume: 'CV', status: 'pending', appliedAt: '2025-03-01T10:00:00.000Z' },
});
const changed = (id: string, from: ApplicationStatus, to: ApplicationStatus, at: string, byRole = 'admin'): ApplicationStatusChanged => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: id, from, to, actorId: `${byRole}-1`, byRole, at },
});

function journey() {
  const { log, add } = eventLog();
  add('application-a-1', submitted('a-1'));
  add('application-a-2', submitted('a-2', 's-2'));
  add('application-a-1', changed('a-1', 'pending', 'reviewed', '2025-03-02T10:00:00.000Z', 'company'));
  add('application-a-1', changed('a-1', 'reviewed', 'accepted', '2025-03-03T10:00:00.000Z'));
  return log;
}

test('submission → a pending application; a status change updates only the status', () => {
  const docs = project(applicationsProjection, journey());
  assert.equal(docs.get('a-1'), {
    id: 'a-1', studentId: 's-1', internshipId: 'i-1', companyId: 'c-1', coverLetter: 'Hi', resume: 'CV', status: 'accepted', appliedAt: '2025-03-01T10:00:00.000Z',
  });
  assert.is(docs.get('a-2')!.status, 'pending');
  assert.equal(applicationsProjection.indexes, ['studentId', 'internshipId', 'companyId', 'status']);
});

test('the history lists the submission, then every change, oldest first, with the owner', () => {
  const docs = project(applicationHistoryProjection, journey());
  assert.equal(docs.get('a-1'), {
    id: 'a-1',
    studentId: 's-1',
    entries: [
      { at: '2025-03-01T10:00:00.000Z', from: null, to: 'pending', byRole: 'student', actorId: 's-1' },
      { at: '2025-03-02T10:00:00.000Z', from: 'pending', to: 'reviewed', byRole: 'company', actorId: 'company-1' },
      { at: '2025-03-03T10:00:00.000Z', from: 'reviewed', to: 'accepted', byRole: 'admin', actorId: 'admin-1' },
    ],
  });
  assert.is(docs.get('a-2')!.entries.length, 1);
});

test('a status change for an unknown application creates nothing', () => {
  const { log, add } = eventLog();
  add('application-x', changed('x', 'pending', 'reviewed', '2025-03-02T10:00:00.000Z'));
  assert.is(project(applicationsProjection, log).size, 0);
  assert.is(project(applicationHistoryProjection, log).size, 0);
});

test('applying the same events twice changes nothing (no duplicated history entries)', async () => {
  const once = await assertReplayIsIdempotent(journey(), [APPLICATIONS, APPLICATION_HISTORY]);
  const history = once[APPLICATION_HISTORY].find((d) => d.id === 'a-1') as unknown as { entries: unknown[] };
  assert.is(history.entries.length, 3);
});

test.run();
