// Projection `reports`: the admins' moderation queue, one document per report (newest first); reports about a deleted student's
// threads leave with them.
import type { ReportReason } from '@domain/shared/report-reasons';
import type { ReportStatus } from '@domain/moderation/types';
import type { ThreadRole } from '@domain/threads/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const REPORTS = 'reports';

export interface ReportDoc {
  id: string;
  kind: 'message';
  targetId: string;
  applicationId: string;
  studentId: string;
  reporterId: string;
  reporterRole: ThreadRole;
  reason: ReportReason;
  details: string | null;
  at: string;
  status: ReportStatus;
  /** The event's place in the log: the queue's order. */
  seq: string;
}

export const reportsProjection = defineProjection<ReportDoc, 'MessageReported' | 'UserDeleted'>({
  name: REPORTS,
  version: 1,
  handles: ['MessageReported', 'UserDeleted'],
  indexes: ['status', 'studentId', { sorted: { seq: -1, id: 1 } }],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.reportId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'MessageReported': {
        const { reportId, messageId, applicationId, studentId, reporterId, reporterRole, reason, details, at } = event.data;
        return { id: reportId, kind: 'message', targetId: messageId, applicationId, studentId, reporterId, reporterRole, reason, details, at, status: 'open', seq: event.position };
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
