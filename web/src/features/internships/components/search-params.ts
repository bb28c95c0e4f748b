// The /search URL state (text, place, type, skills, stipend, duration, hours, schedule, country, sort) and how it is read
// from an untrusted query string. The route keeps the raw values (RawSearch); the page reads them with parseSearchParams,
// which loads with it, not with everyone's first load.
import { SKILLS, WORK_TYPES, type WorkType } from '@domain/internships/constants';
import { SCHEDULES, MAX_HOURS_PER_WEEK, type Schedule } from '@domain/internships/audience';
import { CURRENCIES, type Currency } from '@domain/internships/stipend';
import { COUNTRIES, type Country } from '@domain/internships/countries';

export const SORTS = ['newest', 'stipend', 'deadline'] as const;
export type Sort = (typeof SORTS)[number];
/** The largest stipend the URL keeps (a month, in any of the currencies). */
export const MAX_STIPEND_PARAM = 10_000_000;
export const MAX_WEEKS = 52;

export interface SearchParams {
  q?: string;
  location?: string;
  type?: WorkType;
  /** Kept in the URL as one comma-separated value: skills=Design,Python */
  skills?: string;
  /** A monthly stipend, in `currency` (the viewer's when absent). */
  minStipend?: number;
  maxStipend?: number;
  currency?: Currency;
  paid?: true;
  minWeeks?: number;
  maxWeeks?: number;
  maxHours?: number;
  schedule?: Schedule;
  country?: Country;
  /** 'newest' (the default) is left out of the URL. */
  sort?: Exclude<Sort, 'newest'>;
}
export type SearchKey = keyof SearchParams;
/** The URL's values as they come (numbers and booleans as the router reads them), before parseSearchParams. */
export type RawSearch = { [K in SearchKey]?: unknown };

const text = (value: unknown, max = 200) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim().slice(0, max);
  return trimmed || undefined;
};

/** A whole number from `min` to `max` (given as a number or its digits), else undefined. */
export function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => {
  const v = typeof value === 'string' ? value.trim() : value;
  return (list as readonly unknown[]).includes(v) ? (v as T) : (list.find((x) => typeof v === 'string' && x.toLowerCase() === v.toLowerCase()) ?? undefined);
};

/** Unknown or malformed values are dropped rather than failing the page; a range given upside down is turned round. */
export function parseSearchParams(search: RawSearch): SearchParams {
  const q = text(search.q);
  const location = text(search.location, 100);
  const type = oneOf(WORK_TYPES, search.type);
  const skillList = Array.isArray(search.skills) ? search.skills.map(String) : typeof search.skills === 'string' ? search.skills.split(',') : [];
  const known = SKILLS.filter((skill) => skillList.some((s) => s.trim().toLowerCase() === skill.toLowerCase()));
  let minStipend = wholeNumber(search.minStipend, 0, MAX_STIPEND_PARAM);
  let maxStipend = wholeNumber(search.maxStipend, 0, MAX_STIPEND_PARAM);
  if (minStipend === 0) minStipend = undefined;
  if (minStipend !== undefined && maxStipend !== undefined && minStipend > maxStipend) [minStipend, maxStipend] = [maxStipend, minStipend];
  let minWeeks = wholeNumber(search.minWeeks, 1, MAX_WEEKS);
  let maxWeeks = wholeNumber(search.maxWeeks, 1, MAX_WEEKS);
  if (minWeeks !== undefined && maxWeeks !== undefined && minWeeks > maxWeeks) [minWeeks, maxWeeks] = [maxWeeks, minWeeks];
  const currency = oneOf(CURRENCIES, typeof search.currency === 'string' ? search.currency.toUpperCase() : undefined);
  const paid = search.paid === true || search.paid === 'true' ? true : undefined;
  const maxHours = wholeNumber(search.maxHours, 1, MAX_HOURS_PER_WEEK);
  const schedule = oneOf(SCHEDULES, search.schedule);
  const country = oneOf(COUNTRIES, typeof search.country === 'string' ? search.country.toUpperCase() : undefined);
  const sort = oneOf(SORTS, search.sort);
  return {
    ...(q && { q }),
    ...(location && { location }),
    ...(type && { type }),
    ...(known.length > 0 && { skills: known.join(',') }),
    ...(minStipend !== undefined && { minStipend }),
    ...(maxStipend !== undefined && { maxStipend }),
    ...(currency && { currency }),
    ...(paid && { paid }),
    ...(minWeeks !== undefined && { minWeeks }),
    ...(maxWeeks !== undefined && { maxWeeks }),
    ...(maxHours !== undefined && { maxHours }),
    ...(schedule && { schedule }),
    ...(country && { country }),
    ...(sort && sort !== 'newest' && { sort }),
  };
}

export const skillsOf = (params: SearchParams): string[] => (params.skills ? params.skills.split(',') : []);
export const skillsParam = (skills: string[]): string | undefined => (skills.length > 0 ? skills.join(',') : undefined);
