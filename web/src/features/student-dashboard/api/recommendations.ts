// The student's recommendations: GET /api/user/recommendations (up to 6 postings from their interests and skills, with why).
import { queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';

export interface Recommendation {
  internship: Internship;
  reasons: string[];
}

export function recommendationsQueryOptions() {
  return queryOptions({
    queryKey: ['recommendations'] as const,
    queryFn: () => api.get<Recommendation[]>('/api/user/recommendations'),
  });
}
