// The public internships: the list with the search filters (GET /api/internships, a page at a time), one internship
// (GET /api/internships/:id, 404 when missing or inactive), and a company posting or changing one of its own (POST
// /api/internships, PATCH /api/internships/:id). Shared (web/src/api/): the search and detail pages (internships) read
// them, the company dashboard writes them, and both it and the admins refresh them.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NewInternship } from '@domain/internships/schemas';
import type { Internship } from '@domain/internships/types';
import type { WorkType } from '@domain/internships/constants';
import { api, getPage, type Page } from '@/lib/api-client';

const INTERNSHIPS_PATH = '/api/internships';
const internshipPath = (id: string) => `/api/internships/${encodeURIComponent(id)}`;

/** The filters of a search; the server applies them all (SPEC §2's text match on title or description included). */
export interface InternshipFilters {
  q?: string;
  location?: string;
  type?: WorkType;
  skills?: string[];
  /** DESIGN.md §4.6: a monthly stipend in `currency`, paid only, weeks, hours, schedule, country, and the order. */
  minStipend?: number;
  maxStipend?: number;
  currency?: string;
  paid?: boolean;
  minWeeks?: number;
  maxWeeks?: number;
  maxHours?: number;
  schedule?: string;
  country?: string;
  sort?: 'newest' | 'stipend' | 'deadline';
}

/** The §4.6 parameters, in the order they go into the URL. */
const EXTRA_FILTERS = ['minStipend', 'maxStipend', 'currency', 'paid', 'minWeeks', 'maxWeeks', 'maxHours', 'schedule', 'country', 'sort'] as const;

/** Everything under `all` is refreshed when an internship changes: every search's pages and every internship page. */
export const internshipKeys = {
  all: ['internships'] as const,
  lists: () => [...internshipKeys.all, 'list'] as const,
  list: (filters: InternshipFilters) => [...internshipKeys.lists(), filters] as const,
  details: () => [...internshipKeys.all, 'detail'] as const,
  detail: (id: string) => [...internshipKeys.details(), id] as const,
};

/** Drops empty values so equal filters always give the same query key. */
export function normalizeFilters(filters: InternshipFilters): InternshipFilters {
  const { q, location, type, skills } = filters;
  const text = q?.trim();
  const place = location?.trim();
  const extras = Object.fromEntries(EXTRA_FILTERS.map((k) => [k, filters[k]]).filter(([k, v]) => v !== undefined && v !== '' && v !== false && !(k === 'sort' && v === 'newest')));
  return {
    ...(text && { q: text }),
    ...(place && { location: place }),
    ...(type && { type }),
    ...(skills && skills.length > 0 && { skills: [...skills].sort() }),
    ...extras,
  };
}

export function internshipsPath(filters: InternshipFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
  if (filters.skills?.length) params.set('skills', filters.skills.join(','));
  for (const key of EXTRA_FILTERS) {
    const value = filters[key];
    if (value !== undefined && value !== '' && value !== false && !(key === 'sort' && value === 'newest')) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${INTERNSHIPS_PATH}?${query}` : INTERNSHIPS_PATH;
}

/** The first page for the filters, then each next page the server links to. */
export function internshipsQueryOptions(filters: InternshipFilters = {}) {
  const normalized = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: internshipKeys.list(normalized),
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

export function internshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: internshipKeys.detail(id),
    queryFn: () => api.get<Internship>(internshipPath(id)),
  });
}

/** A company posts an internship (it is live at once). */
export const postInternship = (internship: NewInternship) => api.post<Internship>(INTERNSHIPS_PATH, internship);

/** A company changes one of its internships: its fields, or isActive to close and reopen it. */
export const patchInternship = (id: string, change: Partial<NewInternship> & { isActive?: boolean }) => api.patch<Internship>(internshipPath(id), change);
