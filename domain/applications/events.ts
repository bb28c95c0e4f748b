// Events of the applications context (stream `application-<id>`, the id derived from student and internship).
import type { EventOf } from '../shared/event';
import type { ApplicationStatus } from './types';

/**
 * v2 adds `companyId` (the internship's company, so a company finds its applicants). Events written as v1 are upcast
 * with `companyId: null`: the company was not recorded then, and readers take it from the internship.
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
    status: 'pending';
    appliedAt: string;
  }
>;
/** v2 adds `actorId`, the user who changed the status (upcast from the v1 envelope's metadata.actorId). */
export type ApplicationStatusChanged = EventOf<
  'ApplicationStatusChanged',
  { applicationId: string; from: ApplicationStatus; to: ApplicationStatus; actorId: string | null; byRole: string; at: string }
>;
export type ApplicationEvent = ApplicationSubmitted | ApplicationStatusChanged;

export const APPLICATIONS_EVENT_VERSIONS: Record<ApplicationEvent['type'], number> = {
  ApplicationSubmitted: 2,
  ApplicationStatusChanged: 2,
};
