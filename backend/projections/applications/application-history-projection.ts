// Projection `applicationHistory`: each application's status history (submission, then every change with who made it).
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const APPLICATION_HISTORY = 'applicationHistory';

export interface ApplicationHistoryDoc {
  id: string;
  /** Owner of the application: only they may read this history. */
  studentId: string;
  entries: Array<ApplicationHistoryEntry & { actorId: string | null }>;
}

export const applicationHistoryProjection = defineProjection<ApplicationHistoryDoc, 'ApplicationSubmitted' | 'ApplicationStatusChanged' | 'UserDeleted'>({
  name: APPLICATION_HISTORY,
  version: 1,
  handles: ['ApplicationSubmitted', 'ApplicationStatusChanged', 'UserDeleted'],
  indexes: ['studentId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const d = event.data;
        return { id: d.applicationId, studentId: d.studentId, entries: [{ at: d.appliedAt, from: null, to: d.status, byRole: 'student', actorId: d.studentId }] };
      }
      case 'ApplicationStatusChanged': {
        const d = event.data;
        return doc && { ...doc, entries: [...doc.entries, { at: d.at, from: d.from, to: d.to, byRole: d.byRole, actorId: d.actorId }] };
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
