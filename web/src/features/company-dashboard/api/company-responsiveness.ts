// The company's own responsiveness figure: GET /api/company/responsiveness.
import { queryOptions } from '@tanstack/react-query';
import type { Responsiveness } from '@domain/companies/types';
import { api } from '@/lib/api-client';
import { ownCompanyKeys } from '@/api/own-company-keys';

export function companyResponsivenessQueryOptions() {
  return queryOptions({
    queryKey: ownCompanyKeys.responsiveness(),
    queryFn: () => api.get<Responsiveness>('/api/company/responsiveness'),
  });
}
