// The admins' moderation queue (DESIGN.md §4.1, §4.2): reports of messages, of postings and of companies.
import type { ReportReason } from '../shared/report-reasons';
import type { ThreadMessage, ThreadRole } from '../threads/types';
import type { ReportDecision } from './events';

export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_KINDS = ['message', 'listing', 'company'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * One report as GET /api/admin/reports lists it, by `kind`: a reported message comes with its words (admins see reported
 * messages only) and its application; a reported posting with its title and company; a reported company with its name.
 * The fields of the other kinds are null.
 */
export interface AdminReport {
  id: string;
  kind: ReportKind;
  status: ReportStatus;
  reason: ReportReason;
  details: string | null;
  at: string;
  reporterRole: ThreadRole;
  /** kind 'message': the thread's application and the reported message. */
  applicationId: string | null;
  message: ThreadMessage | null;
  /** kind 'listing': the reported posting (its title null once gone). */
  internship: { id: string; title: string | null } | null;
  /** kinds 'listing' and 'company': the company (its name null once gone). */
  company: { id: string; name: string | null } | null;
  /** kind 'listing': whether the reports hide it from the public now; whether the reporter had applied to it. */
  hidden: boolean;
  applied: boolean;
  /** Once decided: the admin's decision and note. */
  decision: ReportDecision | null;
  note: string | null;
}

/** What the reporter gets back (POST …/reports, 201): their report, without what it did. */
export interface FiledReport {
  id: string;
  kind: 'listing' | 'company';
  reason: ReportReason;
  details: string | null;
  at: string;
  status: ReportStatus;
}

/** What the moderation did to a posting, as its company sees it on its dashboard (the public never sees a hidden posting). */
export interface InternshipModeration {
  /** 'hidden': by reports, until an admin decides; 'removed': by an admin, for good; 'suspended': its company is. */
  status: 'hidden' | 'removed' | 'suspended';
  /** The admin's note ('hidden' has none yet). */
  note: string | null;
  at: string;
}
