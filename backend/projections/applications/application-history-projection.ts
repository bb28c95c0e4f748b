// Projection `applicationHistory`: each application's status history (submission, then every change with who made it and
// the decision's note; a withdrawal and a submission again are the student's own lines).
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

type Handled = 'ApplicationSubmitted' | 'ApplicationStatusChanged' | 'ApplicationWithdrawn' | 'CompletionConfirmed' | 'UserDeleted';

export const applicationHistoryProjection = defineProjection<ApplicationHistoryDoc, Handled>({
  name: APPLICATION_HISTORY,
  // 2: entries carry the decision's `note`; withdrawals and submissions again. 3: the student's confirmation of completion.
  version: 3,
  handles: ['ApplicationSubmitted', 'ApplicationStatusChanged', 'ApplicationWithdrawn', 'CompletionConfirmed', 'UserDeleted'],
  indexes: ['studentId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const d = event.data;
        // Applying again after withdrawing continues the same history.
        const before = doc?.entries ?? [];
        const from = before.length ? before[before.length - 1].to : null;
        return { id: d.applicationId, studentId: d.studentId, entries: [...before, { at: d.appliedAt, from, to: d.status, byRole: 'student', actorId: d.studentId, note: null }] };
      }
      case 'ApplicationStatusChanged': {
        const d = event.data;
        return doc && { ...doc, entries: [...doc.entries, { at: d.at, from: d.from, to: d.to, byRole: d.byRole, actorId: d.actorId, note: d.note }] };
      }
      case 'ApplicationWithdrawn': {
        const d = event.data;
        return doc && { ...doc, entries: [...doc.entries, { at: d.at, from: d.from, to: 'withdrawn', byRole: 'student', actorId: d.studentId, note: null }] };
      }
      case 'CompletionConfirmed': {
        const d = event.data;
        return doc && { ...doc, entries: [...doc.entries, { at: d.at, from: 'accepted', to: 'completed', byRole: 'student', actorId: d.studentId, note: null }] };
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
