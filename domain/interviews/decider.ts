// An interview of one application (stream `interview-<interviewId>`): the application's company proposes 1–5 future times
// while the application is reviewed or accepted — for a student under 18 (or of unknown age) only times between 07:00 and
// 21:00 at the internship's place — and the student picks one (the interview is scheduled) or declines, once.
import { APPLICATION_NOT_FOUND } from '../applications/decider';
import type { ApplicationStatus } from '../applications/types';
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { isParticipant } from '../threads/decider';
import type { InterviewCommand } from './commands';
import type { InterviewEvent } from './events';
import { CHOOSE_A_SLOT } from './schemas';
import { clockTime, withinMinorHours } from './time-zones';
import { INTERVIEW_STATUSES, type InterviewStatus } from './types';

export const interviewStream = (interviewId: string) => `interview-${interviewId}`;

export const INTERVIEW_NOT_FOUND = 'Interview not found';
export const ONLY_THE_COMPANY_PROPOSES = 'Only the company of the application proposes interviews';
export const ONLY_THE_STUDENT_ANSWERS = 'Only the student of the application answers an interview invitation';
export const INTERVIEWS_NOT_OPEN_YET = 'Interviews can be arranged once the company marks the application reviewed or accepted.';
export const INTERVIEWS_CLOSED: Partial<Record<ApplicationStatus, string>> = {
  rejected: 'Interviews are closed because this application was not accepted.',
  withdrawn: 'Interviews are closed because this application was withdrawn.',
  completed: 'Interviews are closed because this internship is completed.',
};
export const SLOTS_IN_THE_PAST = 'Interview times must be in the future';
export const MINOR_HOURS_ONLY = "Interviews with students under 18 must be between 07:00 and 21:00 at the internship's place.";
export const SLOT_PASSED = 'That time has passed: choose a later one, or decline and ask the company for new times.';
export const ALREADY_ANSWERED: Record<Exclude<InterviewStatus, 'proposed'>, string> = {
  scheduled: 'This interview is already scheduled.',
  declined: 'This interview was already declined.',
};

/** Why no interview can be arranged for an application in this status; null while they can. */
export const whyInterviewsClosed = (status: ApplicationStatus): string | null =>
  INTERVIEW_STATUSES.includes(status) ? null : (INTERVIEWS_CLOSED[status] ?? INTERVIEWS_NOT_OPEN_YET);

export interface InterviewState {
  status: InterviewStatus | 'none';
  applicationId: string | null;
  studentId: string | null;
  companyId: string | null;
  /** The proposed start times (ISO 8601, UTC). */
  slots: string[];
  durationMinutes: number;
}

export const initialInterviewState = (): InterviewState => ({ status: 'none', applicationId: null, studentId: null, companyId: null, slots: [], durationMinutes: 0 });

export function evolveInterview(state: InterviewState, event: InterviewEvent): InterviewState {
  switch (event.type) {
    case 'InterviewProposed': {
      const { applicationId, studentId, companyId, slots, durationMinutes } = event.data;
      return { status: 'proposed', applicationId, studentId, companyId, slots, durationMinutes };
    }
    case 'InterviewScheduled':
      return { ...state, status: 'scheduled' };
    case 'InterviewDeclined':
      return { ...state, status: 'declined' };
    default:
      return assertNever(event);
  }
}

const MINUTE = 60_000;

export function decideInterview(command: InterviewCommand, state: InterviewState): InterviewEvent[] {
  switch (command.type) {
    case 'ProposeInterview': {
      const { interviewId, applicationId, proposer, slots, durationMinutes, mode, where, at, application, studentIsMinor } = command.data;
      if (state.status !== 'none') throw conflict('This interview was already proposed.');
      if (!isParticipant(application, proposer)) throw notFound(APPLICATION_NOT_FOUND);
      if (proposer.role !== 'company') throw forbidden(ONLY_THE_COMPANY_PROPOSES);
      const closed = whyInterviewsClosed(application.status!);
      if (closed) throw forbidden(closed);
      const now = Date.parse(at);
      const starts = slots.map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
      const past = slots.findIndex((s) => Date.parse(s) <= now);
      if (past >= 0) throw invalid(SLOTS_IN_THE_PAST, { [`slots.${past}`]: SLOTS_IN_THE_PAST });
      if (studentIsMinor) {
        const night = slots.findIndex((s) => !withinMinorHours(new Date(s), durationMinutes, application.timeZone));
        if (night >= 0) {
          const start = new Date(slots[night]);
          const end = new Date(start.getTime() + durationMinutes * MINUTE);
          const detail = `${clockTime(start, application.timeZone)}–${clockTime(end, application.timeZone)} at the internship's place (${application.timeZone})`;
          throw invalid(MINOR_HOURS_ONLY, { [`slots.${night}`]: `${detail} is outside 07:00–21:00` });
        }
      }
      const { studentId, companyId, internshipId, timeZone } = application as { studentId: string; companyId: string; internshipId: string; timeZone: string };
      return [
        {
          type: 'InterviewProposed',
          data: { interviewId, applicationId, internshipId, studentId, companyId, slots: starts.map((d) => d.toISOString()), durationMinutes, mode, where, timeZone, at },
        },
      ];
    }
    case 'AcceptInterview':
    case 'DeclineInterview': {
      const { interviewId, student, at } = command.data;
      if (state.status === 'none') throw notFound(INTERVIEW_NOT_FOUND);
      if (student.role !== 'student' || student.id !== state.studentId) {
        if (student.role === 'company' && student.id === state.companyId) throw forbidden(ONLY_THE_STUDENT_ANSWERS);
        throw notFound(INTERVIEW_NOT_FOUND);
      }
      if (state.status !== 'proposed') throw conflict(ALREADY_ANSWERED[state.status]);
      const sides = { interviewId, applicationId: state.applicationId!, studentId: state.studentId, companyId: state.companyId! };
      // Declining is always open to the student; accepting only while the application is still in play.
      if (command.type === 'DeclineInterview') return [{ type: 'InterviewDeclined', data: { ...sides, at } }];
      const { slot, applicationStatus } = command.data;
      if (applicationStatus === null) throw notFound(INTERVIEW_NOT_FOUND);
      const closed = whyInterviewsClosed(applicationStatus);
      if (closed) throw forbidden(closed);
      const chosen = state.slots.find((s) => Date.parse(s) === Date.parse(slot));
      if (!chosen) throw invalid(CHOOSE_A_SLOT, { slot: CHOOSE_A_SLOT });
      if (Date.parse(chosen) <= Date.parse(at)) throw invalid(SLOT_PASSED, { slot: SLOT_PASSED });
      const endsAt = new Date(Date.parse(chosen) + state.durationMinutes * MINUTE).toISOString();
      return [{ type: 'InterviewScheduled', data: { ...sides, startsAt: chosen, endsAt, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const interviewDecider: Decider<InterviewState, InterviewCommand, InterviewEvent> = {
  initialState: initialInterviewState,
  evolve: evolveInterview,
  decide: decideInterview,
};
