// Given/when/then specs of a deleted student's application (issue 36): it becomes a tombstone carrying only ids, the status
// it had and the date; nothing for an application taken back, someone else's or one already closed; then nothing changes.
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import { APPLICANT_ACCOUNT_DELETED, applicationDecider } from '@domain/applications/decider';
import type { CloseForDeletedApplicant } from '@domain/applications/commands';
import type { ApplicantAccountDeleted, ApplicationStatusChanged, ApplicationSubmitted, ApplicationWithdrawn } from '@domain/applications/events';

const test = suite('application decider: a deleted applicant');

const AT = '2026-11-26T10:00:00.000Z';
const submitted: ApplicationSubmitted = {
  type: 'ApplicationSubmitted',
  data: { applicationId: 'a-1', studentId: 's-1', internshipId: 'i-1', companyId: 'c-1', coverLetter: 'Hi', resume: 'CV', answers: [], availability: null, profile: null, status: 'pending', appliedAt: AT },
};
const accepted: ApplicationStatusChanged = {
  type: 'ApplicationStatusChanged',
  data: { applicationId: 'a-1', studentId: 's-1', from: 'pending', to: 'accepted', actorId: 'c-1', byRole: 'company', note: null, at: AT },
};
const withdrawn: ApplicationWithdrawn = { type: 'ApplicationWithdrawn', data: { applicationId: 'a-1', studentId: 's-1', internshipId: 'i-1', from: 'pending', at: AT } };
const close = (studentId = 's-1'): CloseForDeletedApplicant => ({ type: 'CloseForDeletedApplicant', data: { applicationId: 'a-1', studentId, at: AT } });
const closed = (status: ApplicantAccountDeleted['data']['status']): ApplicantAccountDeleted => ({
  type: 'ApplicantAccountDeleted',
  data: { applicationId: 'a-1', internshipId: 'i-1', companyId: 'c-1', status, at: AT },
});

test('an accepted or pending application becomes a tombstone with its status, ids and date only', () => {
  given(applicationDecider, [submitted, accepted]).when(close()).then([closed('accepted')]);
  given(applicationDecider, [submitted]).when(close()).then([closed('pending')]);
});

test('nothing for a missing application, a withdrawn one, someone else\'s, or one already closed', () => {
  given(applicationDecider, []).when(close()).then([]);
  given(applicationDecider, [submitted, withdrawn]).when(close()).then([]);
  given(applicationDecider, [submitted]).when(close('s-2')).then([]);
  given(applicationDecider, [submitted, accepted, closed('accepted')]).when(close()).then([]);
});

test('after the deletion no decision, completion or certificate reaches the application', () => {
  const history = [submitted, accepted, closed('accepted')];
  given(applicationDecider, history)
    .when({ type: 'SetApplicationStatus', data: { applicationId: 'a-1', to: 'rejected', by: { id: 'c-1', as: 'company' }, internshipCompanyId: 'c-1', note: null, at: AT } })
    .thenThrows('conflict', APPLICANT_ACCOUNT_DELETED);
  given(applicationDecider, history)
    .when({ type: 'ProposeCompletion', data: { applicationId: 'a-1', companyId: 'c-1', internshipCompanyId: 'c-1', startedOn: '2026-06-01', endedOn: '2026-07-01', hours: 40, summary: 'Done', today: '2026-11-26', at: AT } })
    .thenThrows('conflict', APPLICANT_ACCOUNT_DELETED);
});

test.run();
