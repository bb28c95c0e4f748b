// Projection `applicationResponses`: when each application was made and first answered by the company (employer responsiveness).
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const APPLICATION_RESPONSES = 'applicationResponses';

export interface ApplicationResponseDoc {
  /** The application's id. */
  id: string;
  studentId: string;
  internshipId: string;
  appliedAt: string;
  /** When the company first changed the status; null while it has not answered. */
  firstAnswerAt: string | null;
}

export const applicationResponsesProjection = defineProjection<ApplicationResponseDoc, 'ApplicationSubmitted' | 'ApplicationStatusChanged' | 'UserDeleted'>({
  name: APPLICATION_RESPONSES,
  version: 1,
  handles: ['ApplicationSubmitted', 'ApplicationStatusChanged', 'UserDeleted'],
  indexes: ['internshipId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const { applicationId, studentId, internshipId, appliedAt } = event.data;
        return { id: applicationId, studentId, internshipId, appliedAt, firstAnswerAt: null };
      }
      case 'ApplicationStatusChanged':
        // Only the company's own answers count: an admin moving an application is not the employer answering.
        return doc && (doc.firstAnswerAt || event.data.byRole !== 'company' ? doc : { ...doc, firstAnswerAt: event.data.at });
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
