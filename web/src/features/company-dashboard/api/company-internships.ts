// The company's own internships, open and closed, each with its applicant count: GET /api/company/internships.
import { queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';
import { ownCompanyKeys } from '@/api/own-company-keys';

export type CompanyInternship = Internship & { applicantCount: number };

export function companyInternshipsQueryOptions() {
  return queryOptions({
    queryKey: ownCompanyKeys.internships(),
    queryFn: () => api.get<CompanyInternship[]>('/api/company/internships'),
  });
}
