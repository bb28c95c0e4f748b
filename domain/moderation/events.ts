// Events of the reports of postings and companies (DESIGN.md §4.2): streams `listing-reports-<internshipId>` and
// `company-reports-<companyId>`; the company's stream also holds its suspension.
import type { EventOf } from '../shared/event';
import type { ReportReason } from '../shared/report-reasons';

export const REPORT_DECISIONS = ['dismiss', 'remove-listing', 'suspend-company'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Who may report a posting or a company (students only, see DESIGN.md §4.2 and docs/api.md). */
export type ReporterRole = 'student';

/** A student reported a posting; `applied`: the student had applied to it (an applicant's money report hides it at once). */
export type ListingReported = EventOf<
  'ListingReported',
  {
    reportId: string;
    internshipId: string;
    companyId: string;
    reporterId: string;
    reporterRole: ReporterRole;
    reason: ReportReason;
    details: string | null;
    applied: boolean;
    at: string;
  }
>;
/** A student reported a company. */
export type CompanyReported = EventOf<
  'CompanyReported',
  { reportId: string; companyId: string; reporterId: string; reporterRole: ReporterRole; reason: ReportReason; details: string | null; at: string }
>;
/** The reports hid a posting at once (404 to the public) until an admin decides. */
export type ListingHidden = EventOf<'ListingHidden', { internshipId: string; companyId: string; because: 'asked-for-money' | 'three-reports'; at: string }>;
/** An admin decided the open reports of one target (every one of them, with one decision and one note). */
export type ReportsDecided = EventOf<
  'ReportsDecided',
  {
    reportIds: string[];
    targetKind: 'listing' | 'company';
    internshipId: string | null;
    companyId: string;
    decision: ReportDecision;
    note: string;
    adminId: string;
    at: string;
  }
>;
/** A dismissal gave a hidden posting back to the public. */
export type ListingRestored = EventOf<'ListingRestored', { internshipId: string; companyId: string; note: string; at: string }>;
/** An admin removed a reported posting for good: the company sees it removed, with the note. */
export type ListingRemoved = EventOf<'ListingRemoved', { internshipId: string; companyId: string; note: string; at: string }>;
/**
 * An admin suspended a company: it cannot sign in or post, its sessions end, and its postings (`listingIds`, those it had
 * when suspended; it can post no more) are hidden.
 */
export type CompanySuspended = EventOf<'CompanySuspended', { companyId: string; listingIds: string[]; reportId: string; note: string; adminId: string; at: string }>;

export type ModerationEvent = ListingReported | CompanyReported | ListingHidden | ReportsDecided | ListingRestored | ListingRemoved | CompanySuspended;

export const MODERATION_EVENT_VERSIONS: Record<ModerationEvent['type'], number> = {
  ListingReported: 1,
  CompanyReported: 1,
  ListingHidden: 1,
  ReportsDecided: 1,
  ListingRestored: 1,
  ListingRemoved: 1,
  CompanySuspended: 1,
};
