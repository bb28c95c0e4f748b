// The status history of one of the student's applications: GET /api/applications/:id/history (oldest first).
import { queryOptions } from '@tanstack/react-query';
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import { applicationKeys } from '@/api/applications';
import { api } from '@/lib/api-client';

export function applicationHistoryQueryOptions(applicationId: string) {
  return queryOptions({
    // Under the applications key: refreshing the list after applying refreshes the histories too.
    queryKey: applicationKeys.history(applicationId),
    queryFn: () => api.get<ApplicationHistoryEntry[]>(`/api/applications/${encodeURIComponent(applicationId)}/history`),
  });
}
