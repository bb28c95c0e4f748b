// Query: the admin's real figures from the stats projection, plus the median review time from the company requests.
import type { AdminStats } from '@domain/admin/types';
import type { CompanyRequest } from '@domain/companies/types';
import { STATS, isoWeek, type StatsDoc } from '@backend/projections/admin/stats-projection';
import { COMPANY_REQUESTS } from '@backend/projections/companies/company-requests-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { median } from '../companies/get-responsiveness';

const WEEKS = 12;

export async function getStats(store: ReadStore, now = new Date()): Promise<AdminStats> {
  const weeks = Array.from({ length: WEEKS }, (_, i) => isoWeek(new Date(now.getTime() - (WEEKS - 1 - i) * 7 * 86_400_000).toISOString()));
  const stats = store.collection<StatsDoc>(STATS);
  const docs = new Map((await stats.getMany(['applications', 'companies', ...weeks.map((w) => `signups:${w}`)])).map((d) => [d.id, d]));
  const requests = store.collection<CompanyRequest>(COMPANY_REQUESTS);
  const decided = (await requests.find({ status: { $ne: 'pending' } })).filter((r) => r.reviewedAt);
  const reviewHours = median(decided.map((r) => (Date.parse(r.reviewedAt!) - Date.parse(r.submittedAt)) / 3_600_000));
  const applications = docs.get('applications');
  const companies = docs.get('companies');
  return {
    signupsPerWeek: weeks.map((week) => {
      const d = docs.get(`signups:${week}`);
      return { week, students: d && 'students' in d ? d.students : 0, companies: d && 'companies' in d ? d.companies : 0 };
    }),
    applicationsByStatus:
      applications && 'pending' in applications
        ? { pending: applications.pending, reviewed: applications.reviewed, accepted: applications.accepted, rejected: applications.rejected }
        : { pending: 0, reviewed: 0, accepted: 0, rejected: 0 },
    companiesApproved: companies && 'approved' in companies ? companies.approved : 0,
    companyRequestsPending: await requests.count({ status: 'pending' }),
    medianReviewHours: reviewHours === null ? null : Math.round(reviewHours * 10) / 10,
  };
}
