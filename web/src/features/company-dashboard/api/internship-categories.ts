// The kinds of work a posting may offer: GET /api/internship-categories (fixed for a release: fetched once, kept).
import { queryOptions } from '@tanstack/react-query';
import type { InternshipCategory } from '@domain/internships/categories';
import { api } from '@/lib/api-client';

export function internshipCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['internship-categories'] as const,
    queryFn: () => api.get<InternshipCategory[]>('/api/internship-categories'),
    staleTime: Infinity,
  });
}
