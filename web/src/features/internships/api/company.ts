// The company behind an internship: GET /api/users/:companyId, public fields only (SPEC §3 Company).
import { queryOptions } from '@tanstack/react-query';
import type { PublicCompany } from '@domain/companies/types';
import { api } from '@/lib/api-client';
import { companyKeys } from './company-keys';

export function companyQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: () => api.get<PublicCompany>(`/api/users/${encodeURIComponent(companyId)}`),
  });
}
