// The single-internship resource: GET /api/internships/:id (404 when missing or inactive).
import { queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';
import { INTERNSHIPS_PATH } from './internships';

export function internshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: [INTERNSHIPS_PATH, id] as const,
    queryFn: () => api.get<Internship>(`${INTERNSHIPS_PATH}/${encodeURIComponent(id)}`),
  });
}
