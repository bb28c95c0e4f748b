// The internships a student saved: GET /api/favorites/internships (newest save first; no longer listed ones left out).
import { queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';
import { FAVORITES_PATH } from './favorites';

export const SAVED_INTERNSHIPS_PATH = `${FAVORITES_PATH}/internships`;

export function savedInternshipsQueryOptions() {
  return queryOptions({
    queryKey: [FAVORITES_PATH, 'internships'] as const,
    queryFn: () => api.get<Internship[]>(SAVED_INTERNSHIPS_PATH),
  });
}
