// The internships a student saved: GET /api/favorites/internships (newest save first; no longer listed ones left out).
import { queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './favorites';

export function savedInternshipsQueryOptions() {
  return queryOptions({
    queryKey: favoriteKeys.internships(),
    queryFn: () => api.get<Internship[]>('/api/favorites/internships'),
  });
}
