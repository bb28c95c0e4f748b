// Commands of the applications context; facts about the internship come from its own stream, read by the command module.
import type { ApplicationSubmitted } from './events';
import type { ApplicationStatus, CompletionFacts, StipendPaid } from './types';
import type { StatusChanger } from './application-machine';

export type SubmitApplication = {
  type: 'SubmitApplication';
  data: Omit<ApplicationSubmitted['data'], 'status' | 'companyId' | 'answers'> & {
    /** The student's answers, one per question of the posting and in its order (paired with the questions by the decider). */
    answers: string[];
    /** `minAge`: the youngest who may apply (DESIGN.md §4.2); absent, no age rule (commands of before). */
    internship: { isActive: boolean; companyId: string | null; questions: readonly string[]; minAge?: number };
    /** The student's age in full years from their date of birth; null when they gave none (read as the youngest: 14). */
    studentAge?: number | null;
    /** Whether the student's data may go to a company (parental consent); absent: no consent is asked. */
    sharing?: { allowed: boolean; reason: string | null };
  };
};
export type SetApplicationStatus = {
  type: 'SetApplicationStatus';
  data: {
    applicationId: string;
    to: ApplicationStatus;
    /** Who asks: a backend admin, or a company (which must own the internship). */
    by: { id: string; as: StatusChanger };
    /** The company that owns the application's internship (from the internship's stream). */
    internshipCompanyId: string | null;
    /** The decision's words to the student (at most 500 characters), null when none. */
    note: string | null;
    at: string;
  };
};
/** The student takes their application back (POST /api/applications/:id/withdraw). */
export type WithdrawApplication = { type: 'WithdrawApplication'; data: { applicationId: string; studentId: string; at: string } };
/** The company of an accepted application says how the internship went (POST /api/applications/:id/completion). */
export type ProposeCompletion = {
  type: 'ProposeCompletion';
  data: CompletionFacts & { applicationId: string; companyId: string; internshipCompanyId: string | null; today: string; at: string };
};
/** The student confirms it (POST /api/applications/:id/completion/confirm); the certificate's id is made by the caller. */
export type ConfirmCompletion = {
  type: 'ConfirmCompletion';
  data: { applicationId: string; studentId: string; stipendPaid: StipendPaid; nameOnCertificate: string; role: string; certificateId: string; at: string };
};
/** A backend admin revokes the application's certificate. */
export type RevokeCertificate = { type: 'RevokeCertificate'; data: { applicationId: string; certificateId: string; reason: string; at: string } };
/** The student's account is being deleted: the application becomes the company's tombstone row (no-op when there is none). */
export type CloseForDeletedApplicant = { type: 'CloseForDeletedApplicant'; data: { applicationId: string; studentId: string; at: string } };
export type ApplicationCommand =
  | SubmitApplication
  | SetApplicationStatus
  | WithdrawApplication
  | ProposeCompletion
  | ConfirmCompletion
  | RevokeCertificate
  | CloseForDeletedApplicant;
