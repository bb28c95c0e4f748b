// Applications to one of the company's internships, with each student's public profile and status history:
// GET /api/company/applications?internshipId= (newest first).
import { queryOptions } from '@tanstack/react-query';
import type { CompanyApplication } from '@domain/applications/types';
import { api } from '@/lib/api-client';
import { ownCompanyKeys } from '@/api/own-company-keys';
import { m } from '@/paraglide/messages.js';

/** The applicant's name, or a neutral label once the parent withdrew consent (the company no longer sees who it is). */
export function applicantName(application: CompanyApplication): string {
  return application.student ? `${application.student.firstName} ${application.student.lastName}`.trim() : m.company_applicant();
}

export function companyApplicationsQueryOptions(internshipId: string) {
  return queryOptions({
    queryKey: ownCompanyKeys.applications(internshipId),
    queryFn: () => api.get<CompanyApplication[]>(`/api/company/applications?internshipId=${encodeURIComponent(internshipId)}`),
  });
}
