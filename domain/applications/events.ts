// Events of the applications context (stream `application-<id>`, the id derived from student and internship).
import type { EventOf } from '../shared/event';
import type { ApplicationAnswer, ApplicationStatus, Availability, CompletionFacts, ResumeProfile, StipendPaid } from './types';

/**
 * The student applied (or applied again after withdrawing: the same stream, and this submission replaces the one before).
 * v2 adds `companyId` (the internship's company, so a company finds its applicants). Events written as v1 are upcast
 * with `companyId: null`: the company was not recorded then, and readers take it from the internship.
 * v3 adds the student's own application (DESIGN.md §4.0): `answers` (each with the question as it was asked), `availability`
 * and `profile` (the résumé as it stood when sent); v2 events are upcast with `answers: []`, `availability: null`, `profile: null`.
 */
export type ApplicationSubmitted = EventOf<
  'ApplicationSubmitted',
  {
    applicationId: string;
    studentId: string;
    internshipId: string;
    companyId: string | null;
    coverLetter: string;
    resume: string;
    answers: ApplicationAnswer[];
    availability: Availability | null;
    profile: ResumeProfile | null;
    status: 'pending';
    appliedAt: string;
  }
>;
/**
 * v2 adds `actorId`, the user who changed the status (upcast from the v1 envelope's metadata.actorId). v3 adds `note`, the
 * decision's words to the student (null when none), and `studentId` (whose key seals the note); v2 events are upcast with
 * `note: null, studentId: null`.
 */
export type ApplicationStatusChanged = EventOf<
  'ApplicationStatusChanged',
  {
    applicationId: string;
    studentId: string | null;
    from: ApplicationStatus;
    to: ApplicationStatus;
    actorId: string | null;
    byRole: string;
    note: string | null;
    at: string;
  }
>;
/** The student took the application back (from pending or reviewed); they may apply again to the same internship. */
export type ApplicationWithdrawn = EventOf<
  'ApplicationWithdrawn',
  { applicationId: string; studentId: string; internshipId: string; from: ApplicationStatus; at: string }
>;
/** The company says how the accepted internship went (again, to correct it, until the student confirms). */
export type CompletionProposed = EventOf<'CompletionProposed', CompletionFacts & { applicationId: string; studentId: string; companyId: string; at: string }>;
/**
 * The student confirmed the company's account and said how the stipend went: the application is `completed`, and the
 * certificate `certificateId` (random, unguessable: its public address) is issued with the facts as they stand here.
 */
export type CompletionConfirmed = EventOf<
  'CompletionConfirmed',
  CompletionFacts & {
    applicationId: string;
    studentId: string;
    companyId: string;
    internshipId: string;
    /** The internship's title when confirmed: the role the certificate names. */
    role: string;
    /** The student's name as the student chose to show it on the certificate. */
    nameOnCertificate: string;
    stipendPaid: StipendPaid;
    certificateId: string;
    at: string;
  }
>;
/** An admin revoked the application's certificate (its page then says so). */
export type CertificateRevoked = EventOf<'CertificateRevoked', { applicationId: string; studentId: string; certificateId: string; reason: string; at: string }>;
/**
 * The student deleted the account (or an admin did): the application stays with the company as a row 'Account deleted'
 * and its thread closes. Only ids, the status it had and the date — nothing the student wrote or is (issue 36).
 */
export type ApplicantAccountDeleted = EventOf<
  'ApplicantAccountDeleted',
  { applicationId: string; internshipId: string; companyId: string | null; status: ApplicationStatus; at: string }
>;
export type ApplicationEvent =
  | ApplicationSubmitted
  | ApplicationStatusChanged
  | ApplicationWithdrawn
  | CompletionProposed
  | CompletionConfirmed
  | CertificateRevoked
  | ApplicantAccountDeleted;

export const APPLICATIONS_EVENT_VERSIONS: Record<ApplicationEvent['type'], number> = {
  ApplicationSubmitted: 3,
  ApplicationStatusChanged: 3,
  ApplicationWithdrawn: 1,
  CompletionProposed: 1,
  CompletionConfirmed: 1,
  CertificateRevoked: 1,
  ApplicantAccountDeleted: 1,
};
