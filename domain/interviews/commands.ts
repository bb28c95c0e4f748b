// Commands of the interviews context; the application's state, the student's age and the internship's place come from their
// own streams.
import type { ApplicationStatus } from '../applications/types';
import type { ThreadApplication, ThreadParticipant } from '../threads/commands';
import type { InterviewMode } from './types';

/** The application an interview is for, as its streams stand (status null: no such application). */
export interface InterviewApplication extends ThreadApplication {
  internshipId: string | null;
  /** The time zone of the internship's place. */
  timeZone: string;
}

export type ProposeInterview = {
  type: 'ProposeInterview';
  data: {
    interviewId: string;
    applicationId: string;
    proposer: ThreadParticipant;
    /** ISO 8601 date-times with their offsets, as the company gave them. */
    slots: string[];
    durationMinutes: number;
    mode: InterviewMode;
    where: string;
    at: string;
    application: InterviewApplication;
    /** Under 18 or of unknown age: only times between 07:00 and 21:00 at the internship's place. */
    studentIsMinor: boolean;
  };
};
export type AcceptInterview = {
  type: 'AcceptInterview';
  data: { interviewId: string; student: ThreadParticipant; slot: string; at: string; applicationStatus: ApplicationStatus | null };
};
export type DeclineInterview = { type: 'DeclineInterview'; data: { interviewId: string; student: ThreadParticipant; at: string } };
export type InterviewCommand = ProposeInterview | AcceptInterview | DeclineInterview;
