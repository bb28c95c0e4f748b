// A posting's dates (DESIGN.md §4.6): no application deadline in the past, no start before the deadline, and when its
// deadline day has ended at the internship's place (its time zone; India's when the place names none) it closes. Pure:
// the time comes in as `now`.
import { localTime, timeZoneOf } from '../interviews/time-zones';

export const DEADLINE_IN_THE_PAST = 'Application deadline cannot be in the past';
export const START_BEFORE_DEADLINE = 'Start date must be on or after the application deadline';
export const REOPEN_AFTER_DEADLINE = 'The application deadline has passed: set a new application deadline to reopen this internship';

/** The time zone a posting's dates are read in. */
export const postingTimeZone = (location: string | null | undefined): string => timeZoneOf(location);

/** The calendar day (YYYY-MM-DD) of a date as postings store it ('2026-12-01', or a full ISO time: its UTC day); null: none. */
export function dayOf(date: string | null | undefined): string | null {
  if (!date) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
}

/** Whether the deadline's day has ended at `now` in the time zone (no deadline: never). */
export const deadlinePassed = (deadline: string | null | undefined, timeZone: string, now: Date): boolean => {
  const day = dayOf(deadline);
  return day !== null && day < localTime(now, timeZone).day;
};

/** A start before the deadline, at the startDate field (either missing: none). */
export function startProblems(dates: { applicationDeadline?: string | null; startDate?: string | null }): Record<string, string> {
  const deadline = dayOf(dates.applicationDeadline);
  const start = dayOf(dates.startDate);
  return deadline && start && start < deadline ? { startDate: START_BEFORE_DEADLINE } : {};
}

/** The problems of a posting's dates at `now`, by field; `newDeadline`: whether the deadline is being set (a past one is refused). */
export function dateProblems(
  dates: { applicationDeadline: string | null; startDate: string | null },
  timeZone: string,
  now: Date,
  newDeadline = true,
): Record<string, string> {
  const past: Record<string, string> = newDeadline && deadlinePassed(dates.applicationDeadline, timeZone, now) ? { applicationDeadline: DEADLINE_IN_THE_PAST } : {};
  return { ...past, ...startProblems(dates) };
}

/** Milliseconds of `instant` read as wall-clock time in the zone, minus the instant: the zone's offset then. */
const offsetAt = (instant: number, timeZone: string): number => {
  const { day, minutes } = localTime(new Date(instant), timeZone);
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) + Math.round(minutes * 60_000) - instant;
};

/** The instant the deadline's day ends in the time zone (its next midnight there), as an ISO time; null: no deadline. */
export function deadlineEnds(deadline: string | null | undefined, timeZone: string): string | null {
  const day = dayOf(deadline);
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(y, m - 1, d + 1);
  let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
  instant = midnightUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** What the internship aggregate keeps of a posting's dates: the dates, and the time zone of its place. */
export interface PostingDates {
  applicationDeadline: string | null;
  startDate: string | null;
  timeZone: string;
}
export const NO_DATES: PostingDates = { applicationDeadline: null, startDate: null, timeZone: postingTimeZone(null) };

/** The dates after a posting or an edit (the fields it gives replace the old ones). */
export const datesAfter = (dates: PostingDates, changes: { applicationDeadline?: string | null; startDate?: string | null; location?: string }): PostingDates => ({
  applicationDeadline: changes.applicationDeadline !== undefined ? changes.applicationDeadline : dates.applicationDeadline,
  startDate: changes.startDate !== undefined ? changes.startDate : dates.startDate,
  timeZone: changes.location !== undefined ? postingTimeZone(changes.location) : dates.timeZone,
});

/**
 * The problems of an edit's dates (`after`: the dates with the edit applied): only when it changes a date, so that an old
 * posting whose deadline has passed can still have its other fields edited; a past deadline only when it sets one.
 */
export function editDateProblems(after: PostingDates, changes: { applicationDeadline?: unknown; startDate?: unknown }, now: Date): Record<string, string> {
  if (changes.applicationDeadline === undefined && changes.startDate === undefined) return {};
  return dateProblems(after, after.timeZone, now, changes.applicationDeadline !== undefined);
}
