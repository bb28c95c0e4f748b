// Events of the applications context (stream `application-<id>`, the id derived from student and internship).
import type { EventOf } from '../shared/event';
import type { ApplicationAnswer, ApplicationStatus, Availability, ResumeProfile } from './types';

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
export type ApplicationEvent = ApplicationSubmitted | ApplicationStatusChanged | ApplicationWithdrawn;

export const APPLICATIONS_EVENT_VERSIONS: Record<ApplicationEvent['type'], number> = {
  ApplicationSubmitted: 3,
  ApplicationStatusChanged: 3,
  ApplicationWithdrawn: 1,
};
