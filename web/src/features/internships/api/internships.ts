// The internship list resource: the search filters sent to GET /api/internships (text included), a page at a time.
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import type { WorkType } from '@domain/internships/constants';
import { getPage, type Page } from '@/lib/api-client';

export const INTERNSHIPS_PATH = '/api/internships';

/** The filters of a search; the server applies them all (SPEC §2's text match on title or description included). */
export interface InternshipFilters {
  q?: string;
  location?: string;
  type?: WorkType;
  skills?: string[];
}

/** Drops empty values so equal filters always give the same query key. */
export function normalizeFilters({ q, location, type, skills }: InternshipFilters): InternshipFilters {
  const text = q?.trim();
  const place = location?.trim();
  return {
    ...(text && { q: text }),
    ...(place && { location: place }),
    ...(type && { type }),
    ...(skills && skills.length > 0 && { skills: [...skills].sort() }),
  };
}

export function internshipsPath(filters: InternshipFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
  if (filters.skills?.length) params.set('skills', filters.skills.join(','));
  const query = params.toString();
  return query ? `${INTERNSHIPS_PATH}?${query}` : INTERNSHIPS_PATH;
}

/** The first page for the filters, then each next page the server links to. */
export function internshipsQueryOptions(filters: InternshipFilters = {}) {
  const normalized = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: [INTERNSHIPS_PATH, normalized] as const,
    queryFn: ({ pageParam }) => getPage<Internship>(pageParam ?? internshipsPath(normalized)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<Internship>) => last.next,
    // Changing a filter keeps the current cards on screen (dimmed) instead of flashing the placeholders again.
    placeholderData: keepPreviousData,
  });
}

/** SPEC §2: the text box matches the title or the description, case-insensitive (the server's rule, for the browser). */
export function matchesText(internship: Pick<Internship, 'title' | 'description'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return internship.title.toLowerCase().includes(needle) || internship.description.toLowerCase().includes(needle);
}
