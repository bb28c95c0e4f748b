// The platform's approved companies, by name (public GET /api/companies): what onboarding offers as preferred companies.
import { queryOptions } from '@tanstack/react-query';
import type { PublicCompany } from '@domain/companies/types';
import { api } from '@/lib/api-client';

export const approvedCompanyKeys = {
  all: ['approved-companies'] as const,
};

export function approvedCompaniesQueryOptions() {
  return queryOptions({
    queryKey: approvedCompanyKeys.all,
    queryFn: () => api.get<PublicCompany[]>('/api/companies'),
  });
}
