// Commands of the reports of postings and companies (DESIGN.md §4.2).
import type { ReportReason } from '../shared/report-reasons';
import type { ReportDecision, ReporterRole } from './events';

export type ReportTarget = { kind: 'listing'; internshipId: string; companyId: string } | { kind: 'company'; companyId: string };

/** A student reports a posting or a company, once per target. */
export type FileReport = {
  type: 'FileReport';
  data: {
    reportId: string;
    target: ReportTarget;
    reporter: { id: string; role: ReporterRole };
    reason: ReportReason;
    details: string | null;
    /** Whether the reporter applied to the posting (read from their application's stream). */
    applied: boolean;
    at: string;
  };
};

/** An admin decides a report, and with it every open report of the same target. */
export type DecideReport = {
  type: 'DecideReport';
  data: { reportId: string; decision: ReportDecision; note: string; adminId: string; at: string };
};

/** The company's stream: an admin suspends it (deciding a report about it or one of its postings). */
export type SuspendCompany = {
  type: 'SuspendCompany';
  data: { companyId: string; listingIds: string[]; reportId: string; note: string; adminId: string; at: string };
};

export type ModerationCommand = FileReport | DecideReport | SuspendCompany;
