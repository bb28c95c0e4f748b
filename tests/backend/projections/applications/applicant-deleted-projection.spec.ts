// Spec of the applications projection when a student deletes the account (issue 36): each application closed for the
// deleted applicant stays as a tombstone — ids, internship, company, status and dates; no student, nothing written — while
// the deletion still removes the student's other documents; replays change nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { ApplicantAccountDeleted, ApplicationStatusChanged, ApplicationSubmitted } from '@domain/applications/events';
import type { UserDeleted } from '@domain/users/events';
import { applyLog, assertReplayIsIdempotent, eventLog } from '../../../helpers/recorded-events';

const test = suite('applications projection: a deleted applicant');

const submitted = (id: string, studentId: string): ApplicationSubmitted => ({
  type: 'ApplicationSubmitted',
  data: {
    applicationId: id, studentId, internshipId: 'i-1', companyId: 'c-1', coverLetter: `Letter of ${studentId}`, resume: 'CV',
    answers: [{ question: 'Why us?', answer: 'Because.' }], availability: null, profile: null, status: 'pending', appliedAt: '2026-03-01T10:00:00.000Z',
  },
});
const accepted: ApplicationStatusChanged = {
  type: 'ApplicationStatusChanged',
  data: { applicationId: 'a-1', studentId: 's-1', from: 'pending', to: 'accepted', actorId: 'c-1', byRole: 'company', note: null, at: '2026-03-02T10:00:00.000Z' },
};
const closed: ApplicantAccountDeleted = {
  type: 'ApplicantAccountDeleted',
  data: { applicationId: 'a-1', internshipId: 'i-1', companyId: 'c-1', status: 'accepted', at: '2026-03-05T10:00:00.000Z' },
};
const deleted: UserDeleted = { type: 'UserDeleted', data: { userId: 's-1', role: 'student', claimStream: null, at: '2026-03-05T10:00:00.000Z' } };

function log() {
  const { log, add } = eventLog();
  add('application-a-1', submitted('a-1', 's-1'));
  add('application-a-2', submitted('a-2', 's-2'));
  add('application-a-1', accepted);
  add('application-a-1', closed);
  add('user-s-1', deleted);
  return log;
}

test('the closed application stays as a tombstone with only ids, status and dates; the others are untouched', async () => {
  const store = createMemoryReadStore();
  await applyLog(store, log());
  const docs = await store.collection<ApplicationDoc>(APPLICATIONS).find({});
  assert.equal(docs.find((d) => d.id === 'a-1'), {
    id: 'a-1', internshipId: 'i-1', companyId: 'c-1', appliedAt: '2026-03-01T10:00:00.000Z', studentId: '', coverLetter: '', resume: '',
    answers: [], availability: null, profile: null, status: 'accepted', accountDeletedAt: '2026-03-05T10:00:00.000Z',
  });
  assert.is(docs.find((d) => d.id === 'a-2')?.coverLetter, 'Letter of s-2');
  assert.equal(await store.collection(APPLICATIONS).find({ studentId: 's-1' }), [], 'nothing names the deleted student');
});

test('replaying the log changes nothing', async () => {
  await assertReplayIsIdempotent(log(), [APPLICATIONS]);
});

test.run();
