// The company's own internships, open and closed, each with its applicant count: GET /api/company/internships.
import { queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';

export const COMPANY_INTERNSHIPS_PATH = '/api/company/internships';

export type CompanyInternship = Internship & { applicantCount: number };

export function companyInternshipsQueryOptions() {
  return queryOptions({
    queryKey: [COMPANY_INTERNSHIPS_PATH] as const,
    queryFn: () => api.get<CompanyInternship[]>(COMPANY_INTERNSHIPS_PATH),
  });
}
