// The status history of one of the student's applications: GET /api/applications/:id/history (oldest first).
import { queryOptions } from '@tanstack/react-query';
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import { api } from '@/lib/api-client';
import { MY_APPLICATIONS_PATH } from './my-applications';

export function applicationHistoryQueryOptions(applicationId: string) {
  return queryOptions({
    // Under the applications key: refreshing the list after applying refreshes the histories too.
    queryKey: [MY_APPLICATIONS_PATH, applicationId, 'history'] as const,
    queryFn: () => api.get<ApplicationHistoryEntry[]>(`${MY_APPLICATIONS_PATH}/${encodeURIComponent(applicationId)}/history`),
  });
}
