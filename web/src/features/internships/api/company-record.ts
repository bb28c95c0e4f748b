// An internship's company's record from its completed internships (DESIGN.md §4.1): public GET /api/users/:companyId/record.
import { queryOptions } from '@tanstack/react-query';
import type { CompanyRecord } from '@domain/applications/types';
import { api } from '@/lib/api-client';
import { companyKeys } from './company-keys';

export function companyRecordQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.record(companyId),
    queryFn: () => api.get<CompanyRecord>(`/api/users/${encodeURIComponent(companyId)}/record`),
  });
}
