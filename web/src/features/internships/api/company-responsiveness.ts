// How quickly an internship's company answers its applicants: public GET /api/users/:companyId/responsiveness.
import { queryOptions } from '@tanstack/react-query';
import type { Responsiveness } from '@domain/companies/types';
import { api } from '@/lib/api-client';

export function companyResponsivenessQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['/api/users', companyId, 'responsiveness'] as const,
    queryFn: () => api.get<Responsiveness>(`/api/users/${encodeURIComponent(companyId)}/responsiveness`),
  });
}
