// The internship list resource: search filters sent to GET /api/internships, and the browser-side text match (SPEC §2).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import type { WorkType } from '@domain/internships/constants';
import { api } from '@/lib/api-client';

export const INTERNSHIPS_PATH = '/api/internships';

/** The filters the server applies; the free-text search is applied in the browser (matchesText). */
export interface InternshipFilters {
  location?: string;
  type?: WorkType;
  skills?: string[];
}

/** Drops empty values so equal filters always give the same query key. */
export function normalizeFilters({ location, type, skills }: InternshipFilters): InternshipFilters {
  const trimmed = location?.trim();
  return {
    ...(trimmed && { location: trimmed }),
    ...(type && { type }),
    ...(skills && skills.length > 0 && { skills: [...skills].sort() }),
  };
}

export function internshipsPath(filters: InternshipFilters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
  if (filters.skills?.length) params.set('skills', filters.skills.join(','));
  const query = params.toString();
  return query ? `${INTERNSHIPS_PATH}?${query}` : INTERNSHIPS_PATH;
}

export function internshipsQueryOptions(filters: InternshipFilters = {}) {
  const normalized = normalizeFilters(filters);
  return queryOptions({
    queryKey: [INTERNSHIPS_PATH, normalized] as const,
    queryFn: () => api.get<Internship[]>(internshipsPath(normalized)),
    // Changing a filter keeps the current cards on screen (dimmed) instead of flashing the placeholders again.
    placeholderData: keepPreviousData,
  });
}

/** SPEC §2: the text box matches the title or the description, case-insensitive. */
export function matchesText(internship: Pick<Internship, 'title' | 'description'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return internship.title.toLowerCase().includes(needle) || internship.description.toLowerCase().includes(needle);
}
