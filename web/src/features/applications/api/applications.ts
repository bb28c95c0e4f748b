// The signed-in user's applications: GET /api/applications (used to show 'Applied' on the detail page).
import { queryOptions } from '@tanstack/react-query';
import type { Application } from '@domain/applications/types';
import { api } from '@/lib/api-client';

export const APPLICATIONS_PATH = '/api/applications';

export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: [APPLICATIONS_PATH] as const,
    queryFn: () => api.get<Application[]>(APPLICATIONS_PATH),
  });
}
