// Projection `interviews`: one document per interview, found by its application (either side's list) and its student (a
// deleted student's interviews leave the read model; the events stay, their `where` sealed with the student's erased key).
import type { InterviewMode, InterviewStatus } from '@domain/interviews/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const INTERVIEWS = 'interviews';

export interface InterviewDoc {
  /** The interview's id. */
  id: string;
  applicationId: string;
  internshipId: string;
  studentId: string;
  companyId: string;
  status: InterviewStatus;
  slots: string[];
  durationMinutes: number;
  mode: InterviewMode;
  where: string;
  timeZone: string;
  proposedAt: string;
  /** The chosen time, once scheduled. */
  startsAt: string | null;
  endsAt: string | null;
  /** When the student accepted or declined. */
  answeredAt: string | null;
}

type Handled = 'InterviewProposed' | 'InterviewScheduled' | 'InterviewDeclined' | 'UserDeleted';

export const interviewsProjection = defineProjection<InterviewDoc, Handled>({
  name: INTERVIEWS,
  version: 1,
  handles: ['InterviewProposed', 'InterviewScheduled', 'InterviewDeclined', 'UserDeleted'],
  indexes: ['applicationId', 'studentId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.interviewId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'InterviewProposed': {
        const { applicationId, internshipId, studentId, companyId, slots, durationMinutes, mode, where, timeZone, at } = event.data;
        return { id, applicationId, internshipId, studentId, companyId, status: 'proposed', slots, durationMinutes, mode, where, timeZone, proposedAt: at, startsAt: null, endsAt: null, answeredAt: null };
      }
      case 'InterviewScheduled':
        return doc && { ...doc, status: 'scheduled', startsAt: event.data.startsAt, endsAt: event.data.endsAt, answeredAt: event.data.at };
      case 'InterviewDeclined':
        return doc && { ...doc, status: 'declined', answeredAt: event.data.at };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
