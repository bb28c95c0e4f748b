// Given/when/then specs of completing an accepted internship: the company's account (and its corrections), the student's
// confirmation issuing the certificate, and an admin's revocation.
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import {
  ALREADY_COMPLETED,
  ALREADY_REVOKED,
  APPLICATION_NOT_FOUND,
  CERTIFICATE_NOT_FOUND,
  ENDS_IN_FUTURE,
  NOT_YOUR_APPLICANT,
  NO_COMPLETION_YET,
  ONLY_ACCEPTED_COMPLETE,
  applicationDecider,
} from '@domain/applications/decider';
import type { ConfirmCompletion, ProposeCompletion, RevokeCertificate } from '@domain/applications/commands';
import type { ApplicationEvent, CompletionConfirmed, CompletionProposed } from '@domain/applications/events';
import { END_BEFORE_START } from '@domain/applications/schemas';

const test = suite('completion decider');
const AT = '2026-08-01T10:00:00.000Z';
const FACTS = { startedOn: '2026-06-01', endedOn: '2026-07-31', hours: 96, summary: 'Charted the monsoon' };
const submitted: ApplicationEvent = {
  type: 'ApplicationSubmitted',
  data: { applicationId: 'a', studentId: 's', internshipId: 'i', companyId: 'c', coverLetter: 'Hi', resume: '', answers: [], availability: null, profile: null, status: 'pending', appliedAt: AT },
};
const moved = (from: 'pending' | 'reviewed', to: 'reviewed' | 'accepted' | 'rejected'): ApplicationEvent => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: 'a', studentId: 's', from, to, actorId: 'c', byRole: 'company', note: null, at: AT },
});
const accepted = [submitted, moved('pending', 'accepted')];
const propose = (over: Partial<ProposeCompletion['data']> = {}): ProposeCompletion => ({
  type: 'ProposeCompletion',
  data: { ...FACTS, applicationId: 'a', companyId: 'c', internshipCompanyId: 'c', today: '2026-08-01', at: AT, ...over },
});
const proposed = (over: Partial<CompletionProposed['data']> = {}): CompletionProposed => ({
  type: 'CompletionProposed',
  data: { ...FACTS, applicationId: 'a', studentId: 's', companyId: 'c', at: AT, ...over },
});
const confirm = (studentId = 's'): ConfirmCompletion => ({
  type: 'ConfirmCompletion',
  data: { applicationId: 'a', studentId, stipendPaid: 'yes', nameOnCertificate: 'Asha V.', role: 'Weather Assistant', certificateId: 'cert-1', at: AT },
});
const confirmed: CompletionConfirmed = {
  type: 'CompletionConfirmed',
  data: { ...FACTS, applicationId: 'a', studentId: 's', companyId: 'c', internshipId: 'i', role: 'Weather Assistant', nameOnCertificate: 'Asha V.', stipendPaid: 'yes', certificateId: 'cert-1', at: AT },
};
const revoke = (certificateId = 'cert-1'): RevokeCertificate => ({ type: 'RevokeCertificate', data: { applicationId: 'a', certificateId, reason: 'Wrong dates', at: AT } });

test('the company of an accepted application proposes, and may correct it until confirmed', () => {
  given(applicationDecider, accepted).when(propose()).then([proposed()]);
  given(applicationDecider, [...accepted, proposed()]).when(propose({ hours: 80 })).then([proposed({ hours: 80 })]);
});

test('not before acceptance, not by another company, not with dates out of order or in the future', () => {
  given(applicationDecider, []).when(propose()).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(applicationDecider, [submitted, moved('pending', 'reviewed')]).when(propose()).thenThrows('conflict', ONLY_ACCEPTED_COMPLETE);
  given(applicationDecider, accepted).when(propose({ companyId: 'other' })).thenThrows('forbidden', NOT_YOUR_APPLICANT);
  given(applicationDecider, accepted).when(propose({ startedOn: '2026-08-01', endedOn: '2026-07-01' })).thenThrows('invalid', END_BEFORE_START);
  given(applicationDecider, accepted).when(propose({ endedOn: '2026-08-02' })).thenThrows('invalid', ENDS_IN_FUTURE);
});

test('the student confirms what was proposed: completed, with the certificate; once', () => {
  given(applicationDecider, [...accepted, proposed()]).when(confirm()).then([confirmed]);
  given(applicationDecider, accepted).when(confirm()).thenThrows('conflict', NO_COMPLETION_YET);
  given(applicationDecider, [...accepted, proposed()]).when(confirm('someone-else')).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(applicationDecider, [...accepted, proposed(), confirmed]).when(confirm()).thenThrows('conflict', ALREADY_COMPLETED);
  given(applicationDecider, [...accepted, proposed(), confirmed]).when(propose()).thenThrows('conflict', ALREADY_COMPLETED);
});

test('an admin revokes an issued certificate once', () => {
  const revoked: ApplicationEvent = { type: 'CertificateRevoked', data: { applicationId: 'a', studentId: 's', certificateId: 'cert-1', reason: 'Wrong dates', at: AT } };
  given(applicationDecider, [...accepted, proposed(), confirmed]).when(revoke()).then([revoked]);
  given(applicationDecider, [...accepted, proposed(), confirmed, revoked]).when(revoke()).thenThrows('conflict', ALREADY_REVOKED);
  given(applicationDecider, [...accepted, proposed(), confirmed]).when(revoke('other')).thenThrows('not_found', CERTIFICATE_NOT_FOUND);
  given(applicationDecider, accepted).when(revoke()).thenThrows('not_found', CERTIFICATE_NOT_FOUND);
});

test.run();
