// Projection `completions`: per application, the company's account of the internship and the student's confirmation (how
// the stipend went, the certificate issued); indexed by company for its public record.
import type { CompletionFacts, StipendPaid } from '@domain/applications/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const COMPLETIONS = 'completions';

export interface CompletionDoc extends CompletionFacts {
  /** The application's id. */
  id: string;
  studentId: string;
  companyId: string;
  proposedAt: string;
  confirmedAt: string | null;
  stipendPaid: StipendPaid | null;
  certificateId: string | null;
}

export const completionsProjection = defineProjection<CompletionDoc, 'CompletionProposed' | 'CompletionConfirmed' | 'UserDeleted'>({
  name: COMPLETIONS,
  version: 1,
  handles: ['CompletionProposed', 'CompletionConfirmed', 'UserDeleted'],
  indexes: ['studentId', 'companyId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'CompletionProposed': {
        const { studentId, companyId, startedOn, endedOn, hours, summary, at } = event.data;
        return { id, studentId, companyId, startedOn, endedOn, hours, summary, proposedAt: at, confirmedAt: null, stipendPaid: null, certificateId: null };
      }
      case 'CompletionConfirmed': {
        const { studentId, companyId, startedOn, endedOn, hours, summary, at, stipendPaid, certificateId } = event.data;
        return { id, studentId, companyId, startedOn, endedOn, hours, summary, proposedAt: doc?.proposedAt ?? at, confirmedAt: at, stipendPaid, certificateId };
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
