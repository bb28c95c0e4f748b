// How quickly an internship's company answers its applicants: public GET /api/users/:companyId/responsiveness.
import { queryOptions } from '@tanstack/react-query';
import type { Responsiveness } from '@domain/companies/types';
import { api } from '@/lib/api-client';
import { companyKeys } from './company-keys';

export function companyResponsivenessQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.responsiveness(companyId),
    queryFn: () => api.get<Responsiveness>(`/api/users/${encodeURIComponent(companyId)}/responsiveness`),
  });
}
