// Projection `reports`: the admins' moderation queue, one document per report (newest first): reports of messages (which
// leave with a deleted student's threads), of postings and of companies (which leave with a deleted company), each with
// the admin's decision once decided. What a student wrote about a posting or a company is report-details-projection.ts's
// (it leaves with the student; the report stays).
import type { ReportReason } from '@domain/shared/report-reasons';
import type { ReportKind, ReportStatus } from '@domain/moderation/types';
import type { ReportDecision } from '@domain/moderation/events';
import type { ThreadRole } from '@domain/threads/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const REPORTS = 'reports';

export interface ReportDoc {
  id: string;
  kind: ReportKind;
  /** The reported message, posting or company. */
  targetId: string;
  /** kind 'message': the thread's application and its student. */
  applicationId: string | null;
  studentId: string | null;
  /** kinds 'listing' and 'company': the company. */
  companyId: string | null;
  reporterId: string;
  reporterRole: ThreadRole;
  reason: ReportReason;
  /** kind 'message' only (the others' are in `report-details`). */
  details: string | null;
  /** kind 'listing': whether the reporter had applied to the posting. */
  applied: boolean;
  at: string;
  status: ReportStatus;
  decision: ReportDecision | null;
  note: string | null;
  /** The event's place in the log: the queue's order. */
  seq: string;
}

type Handled = 'MessageReported' | 'ListingReported' | 'CompanyReported' | 'ReportsDecided' | 'MessageReportsDecided' | 'UserDeleted';

export const reportsProjection = defineProjection<ReportDoc, Handled>({
  name: REPORTS,
  // 2: reports of postings and companies, and the decisions. 3: the decisions of messages' reports.
  version: 3,
  handles: ['MessageReported', 'ListingReported', 'CompanyReported', 'ReportsDecided', 'MessageReportsDecided', 'UserDeleted'],
  indexes: ['status', 'studentId', 'companyId', 'targetId', { sorted: { seq: -1, id: 1 } }],
  idsOf: (event) =>
    event.type === 'UserDeleted' ? [] : event.type === 'ReportsDecided' || event.type === 'MessageReportsDecided' ? event.data.reportIds : [event.data.reportId],
  removeWhere: (event) =>
    event.type !== 'UserDeleted' ? null : event.data.role === 'company' ? { companyId: event.data.userId } : { studentId: event.data.userId },
  evolve: (doc, event) => {
    switch (event.type) {
      case 'MessageReported': {
        const { reportId, messageId, applicationId, studentId, reporterId, reporterRole, reason, details, at } = event.data;
        return { id: reportId, kind: 'message', targetId: messageId, applicationId, studentId, companyId: null, reporterId, reporterRole, reason, details, applied: false, at, status: 'open', decision: null, note: null, seq: event.position };
      }
      case 'ListingReported': {
        const { reportId, internshipId, companyId, reporterId, reporterRole, reason, applied, at } = event.data;
        return { id: reportId, kind: 'listing', targetId: internshipId, applicationId: null, studentId: null, companyId, reporterId, reporterRole, reason, details: null, applied, at, status: 'open', decision: null, note: null, seq: event.position };
      }
      case 'CompanyReported': {
        const { reportId, companyId, reporterId, reporterRole, reason, at } = event.data;
        return { id: reportId, kind: 'company', targetId: companyId, applicationId: null, studentId: null, companyId, reporterId, reporterRole, reason, details: null, applied: false, at, status: 'open', decision: null, note: null, seq: event.position };
      }
      case 'ReportsDecided':
      case 'MessageReportsDecided':
        return doc && { ...doc, status: 'decided', decision: event.data.decision, note: event.data.note };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
