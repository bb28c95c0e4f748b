// The /search URL state (q, location, type, skills) and how it is read from an untrusted query string.
import { SKILLS, WORK_TYPES, type WorkType } from '@domain/internships/constants';

export interface SearchParams {
  q?: string;
  location?: string;
  type?: WorkType;
  /** Kept in the URL as one comma-separated value: skills=Design,Python */
  skills?: string;
}

const text = (value: unknown, max = 200) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim().slice(0, max);
  return trimmed || undefined;
};

/** Unknown or malformed values are dropped rather than failing the page. */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const q = text(search.q);
  const location = text(search.location, 100);
  const type = (WORK_TYPES as readonly unknown[]).includes(search.type) ? (search.type as WorkType) : undefined;
  const skillList = Array.isArray(search.skills) ? search.skills.map(String) : typeof search.skills === 'string' ? search.skills.split(',') : [];
  const known = SKILLS.filter((skill) => skillList.some((s) => s.trim().toLowerCase() === skill.toLowerCase()));
  return { ...(q && { q }), ...(location && { location }), ...(type && { type }), ...(known.length > 0 && { skills: known.join(',') }) };
}

export const skillsOf = (params: SearchParams): string[] => (params.skills ? params.skills.split(',') : []);
export const skillsParam = (skills: string[]): string | undefined => (skills.length > 0 ? skills.join(',') : undefined);
