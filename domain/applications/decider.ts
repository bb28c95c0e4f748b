// The application aggregate (stream `application-<id>`): submit to an active internship (again only after withdrawing);
// status changes through the machine; the student withdraws while nothing is decided.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { canCompleteApplication, canSetApplicationStatus, canSubmitApplication, canWithdrawApplication } from './application-machine';
import type { ApplicationCommand } from './commands';
import type { ApplicationEvent } from './events';
import { ANSWER_EVERY_QUESTION, END_BEFORE_START } from './schemas';
import type { ApplicationStatus, CompletionFacts } from './types';
import { oldEnoughFor, tooYoungToApply } from '../internships/audience-rules';

export const applicationStream = (applicationId: string) => `application-${applicationId}`;

export const ALREADY_APPLIED = 'You have already applied to this internship';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const INTERNSHIP_TO_APPLY_NOT_FOUND = 'Internship not found';
export const NOT_YOUR_APPLICANT = "This application is not for one of your company's internships";
export const NO_LONGER_WITHDRAWABLE = 'This application can no longer be withdrawn';
export const ONLY_ACCEPTED_COMPLETE = 'Only an accepted internship can be marked complete';
export const ALREADY_COMPLETED = 'This internship is already marked complete';
export const NO_COMPLETION_YET = 'The company has not said how the internship went yet';
export const ENDS_IN_FUTURE = 'The end date cannot be in the future';
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const APPLICANT_ACCOUNT_DELETED = 'The student has deleted their account';
export const ALREADY_REVOKED = 'This certificate is already revoked';

export interface ApplicationState {
  status: ApplicationStatus | null;
  applicationId: string | null;
  internshipId: string | null;
  studentId: string | null;
  /** The company's account of the internship, once proposed (DESIGN.md §4.1). */
  completion: CompletionFacts | null;
  /** The company that proposed it (applications written as v1 named none). */
  companyId: string | null;
  certificate: { id: string; revoked: boolean } | null;
  /** The student deleted the account: nothing changes any more (the company keeps a tombstone row). */
  applicantDeleted: boolean;
}

export const initialApplicationState = (): ApplicationState => ({
  status: null,
  applicationId: null,
  internshipId: null,
  studentId: null,
  completion: null,
  companyId: null,
  certificate: null,
  applicantDeleted: false,
});

export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return {
        ...initialApplicationState(),
        status: event.data.status,
        applicationId: event.data.applicationId,
        internshipId: event.data.internshipId,
        studentId: event.data.studentId,
        companyId: event.data.companyId,
      };
    case 'ApplicationStatusChanged':
      return { ...state, status: event.data.to };
    case 'ApplicationWithdrawn':
      return { ...state, status: 'withdrawn' };
    case 'CompletionProposed': {
      const { startedOn, endedOn, hours, summary, companyId } = event.data;
      return { ...state, completion: { startedOn, endedOn, hours, summary }, companyId };
    }
    case 'CompletionConfirmed':
      return { ...state, status: 'completed', certificate: { id: event.data.certificateId, revoked: false } };
    case 'CertificateRevoked':
      return { ...state, certificate: state.certificate && { ...state.certificate, revoked: true } };
    case 'ApplicantAccountDeleted':
      return { ...state, applicantDeleted: true };
    default:
      return assertNever(event);
  }
}

export function decideApplication(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  const current = state.status ?? 'none';
  // A deleted student's application is a tombstone: a decision, a completion or a certificate no longer reach anyone.
  if (state.applicantDeleted && command.type !== 'SubmitApplication' && command.type !== 'CloseForDeletedApplicant') throw conflict(APPLICANT_ACCOUNT_DELETED);
  switch (command.type) {
    case 'SubmitApplication': {
      const { internship, sharing, answers, studentAge, ...data } = command.data;
      if (!internship.isActive) throw notFound(INTERNSHIP_TO_APPLY_NOT_FOUND);
      if (!canSubmitApplication(current)) throw conflict(ALREADY_APPLIED);
      // Too young for the posting (an unknown age counts as 14: only postings open from 14 take it).
      if (internship.minAge !== undefined && !oldEnoughFor(internship.minAge, studentAge ?? null)) throw forbidden(tooYoungToApply(internship.minAge));
      // Applying shares the student's data with the company: not without a parent's consent where one is needed.
      if (sharing && !sharing.allowed) throw forbidden(sharing.reason ?? 'A parent or guardian must agree before you can apply');
      // One answer per question of the posting, in its order; each answer keeps the question as it was asked.
      if (answers.length !== internship.questions.length || answers.some((a) => !a.trim())) throw invalid(ANSWER_EVERY_QUESTION);
      const paired = internship.questions.map((question, i) => ({ question, answer: answers[i] }));
      return [{ type: 'ApplicationSubmitted', data: { ...data, answers: paired, companyId: internship.companyId, status: 'pending' } }];
    }
    case 'SetApplicationStatus': {
      const { applicationId, to, by, internshipCompanyId, note, at } = command.data;
      if (state.status === null) throw notFound(APPLICATION_NOT_FOUND);
      if (by.as === 'company' && by.id !== internshipCompanyId) throw forbidden(NOT_YOUR_APPLICANT);
      if (to === state.status) throw conflict(`The application is already ${to}`);
      if (!canSetApplicationStatus(current, to, by.as)) throw conflict(`The application cannot be set to ${to}`);
      return [
        {
          type: 'ApplicationStatusChanged',
          data: { applicationId, studentId: state.studentId, from: state.status, to, actorId: by.id, byRole: by.as, note, at },
        },
      ];
    }
    case 'WithdrawApplication': {
      const { applicationId, studentId, at } = command.data;
      // Someone else's application is answered like a missing one: its existence is not told.
      if (state.status === null || state.studentId !== studentId || !state.internshipId) throw notFound(APPLICATION_NOT_FOUND);
      if (!canWithdrawApplication(current)) throw conflict(NO_LONGER_WITHDRAWABLE);
      return [{ type: 'ApplicationWithdrawn', data: { applicationId, studentId, internshipId: state.internshipId, from: state.status, at } }];
    }
    case 'ProposeCompletion': {
      const { applicationId, companyId, internshipCompanyId, startedOn, endedOn, hours, summary, today, at } = command.data;
      if (state.status === null || !state.studentId) throw notFound(APPLICATION_NOT_FOUND);
      if (companyId !== internshipCompanyId) throw forbidden(NOT_YOUR_APPLICANT);
      if (state.status === 'completed') throw conflict(ALREADY_COMPLETED);
      if (!canCompleteApplication(current)) throw conflict(ONLY_ACCEPTED_COMPLETE);
      if (startedOn > endedOn) throw invalid(END_BEFORE_START, { endedOn: END_BEFORE_START });
      if (endedOn > today) throw invalid(ENDS_IN_FUTURE, { endedOn: ENDS_IN_FUTURE });
      return [{ type: 'CompletionProposed', data: { applicationId, studentId: state.studentId, companyId, startedOn, endedOn, hours, summary, at } }];
    }
    case 'ConfirmCompletion': {
      const { applicationId, studentId, stipendPaid, nameOnCertificate, role, certificateId, at } = command.data;
      if (state.status === null || state.studentId !== studentId || !state.internshipId) throw notFound(APPLICATION_NOT_FOUND);
      if (state.status === 'completed') throw conflict(ALREADY_COMPLETED);
      if (!canCompleteApplication(current)) throw conflict(ONLY_ACCEPTED_COMPLETE);
      if (!state.completion || !state.companyId) throw conflict(NO_COMPLETION_YET);
      const data = { ...state.completion, applicationId, studentId, companyId: state.companyId, internshipId: state.internshipId };
      return [{ type: 'CompletionConfirmed', data: { ...data, role, nameOnCertificate, stipendPaid, certificateId, at } }];
    }
    case 'RevokeCertificate': {
      const { applicationId, certificateId, reason, at } = command.data;
      if (!state.certificate || state.certificate.id !== certificateId || !state.studentId) throw notFound(CERTIFICATE_NOT_FOUND);
      if (state.certificate.revoked) throw conflict(ALREADY_REVOKED);
      return [{ type: 'CertificateRevoked', data: { applicationId, studentId: state.studentId, certificateId, reason, at } }];
    }
    case 'CloseForDeletedApplicant': {
      const { applicationId, studentId, at } = command.data;
      // Nothing to keep: no application, someone else's, one already closed, or one the student had taken back.
      if (state.status === null || state.studentId !== studentId || !state.internshipId || state.applicantDeleted || state.status === 'withdrawn') return [];
      return [{ type: 'ApplicantAccountDeleted', data: { applicationId, internshipId: state.internshipId, companyId: state.companyId, status: state.status, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: initialApplicationState,
  evolve: evolveApplication,
  decide: decideApplication,
  // 2: the state gained `studentId` (whose application it is, for withdrawing). 3: completion, its company, the certificate.
  // 4: a deleted student's application (`applicantDeleted`).
  snapshot: { name: 'application', version: 4 },
};
