// The admins' moderation queue (DESIGN.md §4.1, §4.2): reports of messages (and, with the safety work, of postings and companies).
import type { ReportReason } from '../shared/report-reasons';
import type { ThreadMessage, ThreadRole } from '../threads/types';

export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** One report as GET /api/admin/reports lists it: a reported message comes with its words (admins see reported messages only). */
export interface AdminReport {
  id: string;
  kind: 'message';
  status: ReportStatus;
  reason: ReportReason;
  details: string | null;
  at: string;
  reporterRole: ThreadRole;
  applicationId: string;
  message: ThreadMessage | null;
}
