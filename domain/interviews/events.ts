// Events of the interviews context (stream `interview-<interviewId>`): the company of an application proposes times, and
// the student picks one or declines. Each names the application and both sides; the actor is in the metadata.
import type { EventOf } from '../shared/event';
import type { InterviewMode } from './types';

/**
 * The company proposed an interview at one of `slots` (ISO 8601, UTC, earliest first). `where` is sealed with the student's
 * key; `timeZone` is the internship's place's, in which the under-18 hours were checked.
 */
export type InterviewProposed = EventOf<
  'InterviewProposed',
  {
    interviewId: string;
    applicationId: string;
    internshipId: string;
    studentId: string;
    companyId: string;
    slots: string[];
    durationMinutes: number;
    mode: InterviewMode;
    where: string;
    timeZone: string;
    at: string;
  }
>;
/** The student picked a time: the interview runs from `startsAt` to `endsAt` (ISO 8601, UTC). */
export type InterviewScheduled = EventOf<
  'InterviewScheduled',
  { interviewId: string; applicationId: string; studentId: string; companyId: string; startsAt: string; endsAt: string; at: string }
>;
export type InterviewDeclined = EventOf<'InterviewDeclined', { interviewId: string; applicationId: string; studentId: string; companyId: string; at: string }>;

export type InterviewEvent = InterviewProposed | InterviewScheduled | InterviewDeclined;

export const INTERVIEWS_EVENT_VERSIONS: Record<InterviewEvent['type'], number> = {
  InterviewProposed: 1,
  InterviewScheduled: 1,
  InterviewDeclined: 1,
};
