// The consenting parent's read-only view of the student's threads (DESIGN.md §4.1), by the consent link's token:
// GET /api/consent/:token/threads (one per application) and a thread's pages, GET /api/consent/:token/threads/:applicationId.
// 403 with the reason once consent is no longer given.
import { queryOptions } from '@tanstack/react-query';
import type { GuardianThread, Thread } from '@domain/threads/types';
import { beforeQuery, threadKeys, threadPagesOptions } from '@/api/threads';
import { api } from '@/lib/api-client';
import { consentRequestKeys } from './consent-request';

const threadsPath = (token: string) => `/api/consent/${encodeURIComponent(token)}/threads`;

export function guardianThreadsQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...consentRequestKeys.detail(token), 'threads'] as const,
    queryFn: () => api.get<GuardianThread[]>(threadsPath(token)),
    staleTime: 0,
  });
}

export function guardianThreadQueryOptions(token: string, applicationId: string) {
  return threadPagesOptions(threadKeys.guardian(token, applicationId), (before) =>
    api.get<Thread>(`${threadsPath(token)}/${encodeURIComponent(applicationId)}${beforeQuery(before)}`),
  );
}
