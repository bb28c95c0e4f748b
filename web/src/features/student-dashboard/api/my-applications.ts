// The student's own applications: GET /api/applications (same cache entry the apply button refreshes).
import { queryOptions } from '@tanstack/react-query';
import type { Application } from '@domain/applications/types';
import { api } from '@/lib/api-client';

export const MY_APPLICATIONS_PATH = '/api/applications';

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: [MY_APPLICATIONS_PATH] as const,
    queryFn: () => api.get<Application[]>(MY_APPLICATIONS_PATH),
  });
}
