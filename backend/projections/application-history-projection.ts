// Projection: each application's status history (submission, then every change), kept apart from the application itself.
import type { ApplicationHistoryEntry } from '../../domain/application';
import { defineProjection } from './projection';

export const APPLICATION_HISTORY = 'applicationHistory';

export interface ApplicationHistoryDoc {
  id: string;
  /** Owner of the application: only they may read this history. */
  studentId: string;
  entries: ApplicationHistoryEntry[];
}

export const applicationHistoryProjection = defineProjection<ApplicationHistoryDoc>({
  collection: APPLICATION_HISTORY,
  indexes: ['studentId'],
  idsOf: (event) =>
    event.type === 'ApplicationSubmitted' || event.type === 'ApplicationStatusChanged' ? [event.data.applicationId] : [],
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const d = event.data;
        return { id: d.applicationId, studentId: d.studentId, entries: [{ at: d.appliedAt, from: null, to: d.status, byRole: 'student' }] };
      }
      case 'ApplicationStatusChanged': {
        const d = event.data;
        return doc && { ...doc, entries: [...doc.entries, { at: d.at, from: d.from, to: d.to, byRole: d.byRole }] };
      }
      default:
        return doc;
    }
  },
});
