// Projection `report-details`: what a student wrote in a report of a posting or a company (DESIGN.md §4.2), apart from the
// report itself, so that it leaves with the student (or with the reported company) while the report stays in the queue.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const REPORT_DETAILS = 'report-details';

export interface ReportDetailsDoc {
  /** The report's id. */
  id: string;
  reporterId: string;
  companyId: string;
  details: string;
}

export const reportDetailsProjection = defineProjection<ReportDetailsDoc, 'ListingReported' | 'CompanyReported' | 'UserDeleted'>({
  name: REPORT_DETAILS,
  version: 1,
  handles: ['ListingReported', 'CompanyReported', 'UserDeleted'],
  indexes: ['reporterId', 'companyId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : event.data.details ? [event.data.reportId] : []),
  removeWhere: (event) =>
    event.type !== 'UserDeleted' ? null : event.data.role === 'company' ? { companyId: event.data.userId } : { reporterId: event.data.userId },
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ListingReported':
      case 'CompanyReported': {
        const { reportId, reporterId, companyId, details } = event.data;
        return details ? { id: reportId, reporterId, companyId, details } : doc;
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
