// The company's own responsiveness figure: GET /api/company/responsiveness.
import { queryOptions } from '@tanstack/react-query';
import type { Responsiveness } from '@domain/companies/types';
import { api } from '@/lib/api-client';

export const COMPANY_RESPONSIVENESS_PATH = '/api/company/responsiveness';

export function companyResponsivenessQueryOptions() {
  return queryOptions({
    queryKey: [COMPANY_RESPONSIVENESS_PATH] as const,
    queryFn: () => api.get<Responsiveness>(COMPANY_RESPONSIVENESS_PATH),
  });
}
