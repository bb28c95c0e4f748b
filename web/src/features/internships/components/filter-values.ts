// The state of the /search filters panel and how it maps to the URL and the API: the badge's count, the viewer's currency,
// and SPEC.md's duration checklist read as a range of weeks (DESIGN.md §4.6).
import type { WorkType } from '@domain/internships/constants';
import type { Schedule } from '@domain/internships/audience';
import type { Country } from '@domain/internships/countries';
import type { Currency } from '@domain/internships/stipend';
import type { InternshipFilters } from '@/api/internships';
import { MAX_WEEKS, skillsOf, type SearchParams } from './search-params';

export interface FilterValues {
  location: string;
  type: WorkType | '';
  skills: string[];
  /** A monthly stipend in `currency`, as typed ('' for none). */
  minStipend: string;
  maxStipend: string;
  currency: Currency;
  paid: boolean;
  minWeeks: string;
  maxWeeks: string;
  /** '' for any. */
  maxHours: string;
  schedule: Schedule | '';
  country: Country | '';
}

/** The typed fields: they wait for the typing to settle before going into the URL. */
export const DRAFT_KEYS = ['q', 'location', 'minStipend', 'maxStipend', 'minWeeks', 'maxWeeks'] as const;
export type DraftKey = (typeof DRAFT_KEYS)[number];
export type Drafts = Record<DraftKey, string>;

export const draftsOf = (s: SearchParams): Drafts => ({
  q: s.q ?? '',
  location: s.location ?? '',
  minStipend: s.minStipend === undefined ? '' : String(s.minStipend),
  maxStipend: s.maxStipend === undefined ? '' : String(s.maxStipend),
  minWeeks: s.minWeeks === undefined ? '' : String(s.minWeeks),
  maxWeeks: s.maxWeeks === undefined ? '' : String(s.maxWeeks),
});

/** The panel's values: the typed fields as typed, the rest from the URL; the currency is the viewer's until one is chosen. */
export const filterValuesOf = (s: SearchParams, drafts: Drafts, viewerCurrency: Currency): FilterValues => ({
  location: drafts.location,
  type: s.type ?? '',
  skills: skillsOf(s),
  minStipend: drafts.minStipend,
  maxStipend: drafts.maxStipend,
  currency: s.currency ?? viewerCurrency,
  paid: s.paid === true,
  minWeeks: drafts.minWeeks,
  maxWeeks: drafts.maxWeeks,
  maxHours: s.maxHours === undefined ? '' : String(s.maxHours),
  schedule: s.schedule ?? '',
  country: s.country ?? '',
});

/** Whether Clear All has anything to clear (typed values count as soon as they are typed). */
export const hasAnyFilter = (v: FilterValues) =>
  v.location.trim() !== '' || v.type !== '' || v.skills.length > 0 || v.minStipend !== '' || v.maxStipend !== '' || v.paid ||
  v.minWeeks !== '' || v.maxWeeks !== '' || v.maxHours !== '' || v.schedule !== '' || v.country !== '';

/** The 'Filters N' badge: what narrows the results in the URL; the currency and the order are not filters. */
export const activeFilterCount = (s: SearchParams) =>
  [
    s.location, s.type, s.skills,
    s.minStipend !== undefined || s.maxStipend !== undefined, s.paid,
    s.minWeeks !== undefined || s.maxWeeks !== undefined,
    s.maxHours !== undefined, s.schedule, s.country,
  ].filter(Boolean).length;

/** What the URL's filters ask of GET /api/internships; the currency goes with a stipend amount (the viewer's, else INR). */
export function apiFiltersOf(s: SearchParams, viewerCurrency: Currency | undefined): InternshipFilters {
  const stipend = s.minStipend !== undefined || s.maxStipend !== undefined;
  return {
    q: s.q,
    location: s.location,
    type: s.type,
    skills: skillsOf(s),
    minStipend: s.minStipend,
    maxStipend: s.maxStipend,
    currency: stipend ? (s.currency ?? viewerCurrency ?? 'INR') : undefined,
    paid: s.paid,
    minWeeks: s.minWeeks,
    maxWeeks: s.maxWeeks,
    maxHours: s.maxHours,
    schedule: s.schedule,
    country: s.country,
    sort: s.sort,
  };
}

/** The viewer's currency: that of the signed-in user's country, else the rupee of India. */
const CURRENCY_OF_COUNTRY: Record<Country, Currency> = { IN: 'INR', BD: 'BDT', PK: 'PKR', LK: 'LKR' };
export const currencyOfCountry = (country: Country | null | undefined): Currency => (country ? CURRENCY_OF_COUNTRY[country] : 'INR');

/**
 * SPEC.md's duration checklist as weeks: each length covers the weeks up to it from the one before, 'Full-time' the longer
 * ones (17–52); 'Summer' is the school-holidays schedule. Ticking lengths asks for the range that spans them.
 */
export const DURATION_BANDS = { '8 weeks': [1, 8], '10 weeks': [9, 10], '12 weeks': [11, 12], '16 weeks': [13, 16], 'Full-time': [17, MAX_WEEKS] } as const satisfies Record<string, readonly [number, number]>;
export type DurationBand = keyof typeof DURATION_BANDS;
export const isDurationBand = (item: string): item is DurationBand => item in DURATION_BANDS;
export const SUMMER_SCHEDULE: Schedule = 'holidays';

export interface WeekRange {
  minWeeks?: number;
  maxWeeks?: number;
}

const rangeOf = ({ minWeeks, maxWeeks }: WeekRange): [number, number] | null =>
  minWeeks === undefined && maxWeeks === undefined ? null : [minWeeks ?? 1, maxWeeks ?? MAX_WEEKS];

/** A length is ticked when the range asked covers all its weeks. */
export function isBandChecked(band: DurationBand, range: WeekRange): boolean {
  const r = rangeOf(range);
  const [lo, hi] = DURATION_BANDS[band];
  return r !== null && r[0] <= lo && hi <= r[1];
}

const weekRange = (lo: number, hi: number): WeekRange => (lo > hi ? {} : { ...(lo > 1 && { minWeeks: lo }), ...(hi < MAX_WEEKS && { maxWeeks: hi }) });

/**
 * The range after ticking or unticking a length: ticking widens the range to take it in; unticking the shortest or the
 * longest ticked one narrows the range from that end; unticking one between others keeps that one alone.
 */
export function toggleBand(band: DurationBand, range: WeekRange): WeekRange {
  const r = rangeOf(range);
  const [lo, hi] = DURATION_BANDS[band];
  if (!isBandChecked(band, range)) return r ? weekRange(Math.min(r[0], lo), Math.max(r[1], hi)) : weekRange(lo, hi);
  const checked = (Object.keys(DURATION_BANDS) as DurationBand[]).filter((b) => b !== band && isBandChecked(b, range));
  const below = checked.some((b) => DURATION_BANDS[b][1] < lo);
  const above = checked.some((b) => DURATION_BANDS[b][0] > hi);
  if (!below && !above) return {};
  if (!below) return weekRange(hi + 1, r![1]);
  if (!above) return weekRange(r![0], lo - 1);
  return weekRange(lo, hi);
}

export const toggled = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
