// The reports of one posting (`listing-reports-<internshipId>`) or one company (`company-reports-<companyId>`): filed once per
// reporter; an applicant's money report or three students' reports hide a posting at once; an admin decides them (dismiss,
// remove the posting, suspend the company); the company's stream also holds its suspension (DESIGN.md §4.2).
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { ReportReason } from '../shared/report-reasons';
import type { ModerationCommand, ReportTarget } from './commands';
import type { ModerationEvent, ReportDecision } from './events';

export const listingReportsStream = (internshipId: string) => `listing-reports-${internshipId}`;
export const companyReportsStream = (companyId: string) => `company-reports-${companyId}`;
export const reportsStreamOf = (target: ReportTarget) =>
  target.kind === 'listing' ? listingReportsStream(target.internshipId) : companyReportsStream(target.companyId);

/** How many different students' open reports hide a posting. */
export const REPORTS_THAT_HIDE = 3;

export const ALREADY_REPORTED_LISTING = 'You have already reported this internship. An admin will look at it.';
export const ALREADY_REPORTED_COMPANY = 'You have already reported this company. An admin will look at it.';
export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_ALREADY_DECIDED = 'This report has already been decided.';
export const ONLY_LISTINGS_REMOVED = 'Only a reported internship can be removed: choose dismiss or suspend-company for a company.';
export const LISTING_ALREADY_REMOVED = 'This internship was removed by an admin.';
export const COMPANY_SUSPENDED = 'This company account is suspended by an admin, so it cannot sign in or post internships. Write to support if you think this is a mistake.';

export interface FiledReport {
  reporterId: string;
  reporterRole: string;
  reason: ReportReason;
  open: boolean;
}

export interface ModerationState {
  target: ReportTarget | null;
  /** By report id, in the order filed. */
  reports: Record<string, FiledReport>;
  /** The posting is hidden by reports (until an admin decides). */
  hidden: boolean;
  /** The posting was removed by an admin, for good. */
  removed: boolean;
  /** The company (of a company stream) is suspended. */
  suspended: boolean;
}

export const initialModerationState = (): ModerationState => ({ target: null, reports: {}, hidden: false, removed: false, suspended: false });

export function evolveModeration(state: ModerationState, event: ModerationEvent): ModerationState {
  switch (event.type) {
    case 'ListingReported': {
      const { reportId, internshipId, companyId, reporterId, reporterRole, reason } = event.data;
      return {
        ...state,
        target: { kind: 'listing', internshipId, companyId },
        reports: { ...state.reports, [reportId]: { reporterId, reporterRole, reason, open: true } },
      };
    }
    case 'CompanyReported': {
      const { reportId, companyId, reporterId, reporterRole, reason } = event.data;
      return { ...state, target: { kind: 'company', companyId }, reports: { ...state.reports, [reportId]: { reporterId, reporterRole, reason, open: true } } };
    }
    case 'ListingHidden':
      return { ...state, hidden: true };
    case 'ReportsDecided': {
      const reports = { ...state.reports };
      for (const id of event.data.reportIds) if (reports[id]) reports[id] = { ...reports[id], open: false };
      return { ...state, reports };
    }
    case 'ListingRestored':
      return { ...state, hidden: false };
    case 'ListingRemoved':
      return { ...state, hidden: false, removed: true };
    case 'CompanySuspended':
      return { ...state, target: state.target ?? { kind: 'company', companyId: event.data.companyId }, suspended: true };
    default:
      return assertNever(event);
  }
}

/** Whether a company may post (its own company-reports stream folded): 403 once suspended. */
export function assertNotSuspended(state: ModerationState): void {
  if (state.suspended) throw forbidden(COMPANY_SUSPENDED);
}

const openReports = (state: ModerationState) => Object.entries(state.reports).filter(([, r]) => r.open);

function decideReport(state: ModerationState, data: Extract<ModerationCommand, { type: 'DecideReport' }>['data']): ModerationEvent[] {
  const { reportId, decision, note, adminId, at } = data;
  const report = state.reports[reportId];
  if (!report || !state.target) throw notFound(REPORT_NOT_FOUND);
  if (!report.open) throw conflict(REPORT_ALREADY_DECIDED);
  const target = state.target;
  if (decision === 'remove-listing' && target.kind !== 'listing') throw invalid(ONLY_LISTINGS_REMOVED, { decision: ONLY_LISTINGS_REMOVED });
  const reportIds = openReports(state).map(([id]) => id);
  const internshipId = target.kind === 'listing' ? target.internshipId : null;
  const { companyId } = target;
  const events: ModerationEvent[] = [
    { type: 'ReportsDecided', data: { reportIds, targetKind: target.kind, internshipId, companyId, decision, note, adminId, at } },
  ];
  if (internshipId && decision === 'dismiss' && state.hidden) events.push({ type: 'ListingRestored', data: { internshipId, companyId, note, at } });
  if (internshipId && decision === 'remove-listing') events.push({ type: 'ListingRemoved', data: { internshipId, companyId, note, at } });
  return events;
}

/** Whether this decision suspends the company (a second command, on the company's own stream). */
export const suspends = (decision: ReportDecision) => decision === 'suspend-company';

export function decideModeration(command: ModerationCommand, state: ModerationState): ModerationEvent[] {
  switch (command.type) {
    case 'FileReport': {
      const { reportId, target, reporter, reason, details, applied, at } = command.data;
      if (state.removed) throw notFound(LISTING_ALREADY_REMOVED);
      if (Object.values(state.reports).some((r) => r.reporterId === reporter.id))
        throw conflict(target.kind === 'listing' ? ALREADY_REPORTED_LISTING : ALREADY_REPORTED_COMPANY);
      if (target.kind === 'company') {
        return [{ type: 'CompanyReported', data: { reportId, companyId: target.companyId, reporterId: reporter.id, reporterRole: reporter.role, reason, details, at } }];
      }
      const { internshipId, companyId } = target;
      const events: ModerationEvent[] = [
        { type: 'ListingReported', data: { reportId, internshipId, companyId, reporterId: reporter.id, reporterRole: reporter.role, reason, details, applied, at } },
      ];
      if (!state.hidden) {
        const students = new Set(openReports(state).filter(([, r]) => r.reporterRole === 'student').map(([, r]) => r.reporterId));
        if (reporter.role === 'student') students.add(reporter.id);
        const moneyFromApplicant = reason === 'asked-for-money' && applied && reporter.role === 'student';
        if (moneyFromApplicant || students.size >= REPORTS_THAT_HIDE)
          events.push({ type: 'ListingHidden', data: { internshipId, companyId, because: moneyFromApplicant ? 'asked-for-money' : 'three-reports', at } });
      }
      return events;
    }
    case 'DecideReport':
      return decideReport(state, command.data);
    case 'SuspendCompany': {
      const { companyId, listingIds, reportId, note, adminId, at } = command.data;
      if (state.suspended) return [];
      return [{ type: 'CompanySuspended', data: { companyId, listingIds, reportId, note, adminId, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const moderationDecider: Decider<ModerationState, ModerationCommand, ModerationEvent> = {
  initialState: initialModerationState,
  evolve: evolveModeration,
  decide: decideModeration,
};
