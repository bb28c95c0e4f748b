// The signed-in company's requests to become a verified partner: GET /api/company-requests/my (newest first).
import { queryOptions } from '@tanstack/react-query';
import type { CompanyRequest } from '@domain/companies/types';
import { api } from '@/lib/api-client';

export const COMPANY_REQUESTS_PATH = '/api/company-requests/my';

export function companyRequestsQueryOptions() {
  return queryOptions({
    queryKey: [COMPANY_REQUESTS_PATH] as const,
    queryFn: () => api.get<CompanyRequest[]>(COMPANY_REQUESTS_PATH),
  });
}
