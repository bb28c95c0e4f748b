// The signed-in company's requests to become a verified partner: GET /api/company-requests/my (newest first).
import { queryOptions } from '@tanstack/react-query';
import type { CompanyRequest } from '@domain/companies/types';
import { api } from '@/lib/api-client';

export const companyRequestKeys = {
  all: ['company-requests'] as const,
  mine: () => [...companyRequestKeys.all, 'mine'] as const,
};

export function companyRequestsQueryOptions() {
  return queryOptions({
    queryKey: companyRequestKeys.mine(),
    queryFn: () => api.get<CompanyRequest[]>('/api/company-requests/my'),
  });
}
