// Pure helpers of the interviews UI: the times in the viewer's locale and time zone with the internship place's beside them
// when its clock differs, the time zones named in plain words, the datetime-local values of the proposal form (wall-clock
// times at the internship's place) as instants, and the interview's facts in words.
import { clockTime, localTime } from '@domain/interviews/time-zones';
import type { Interview, InterviewMode, InterviewStatus } from '@domain/interviews/types';
import { currentLocale, formatCount, intlLocale } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';
import { labelsOf } from '@/i18n/labels';

/** The viewer's IANA time zone (the browser's). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How many minutes the zone's clock is ahead of UTC at an instant (330 in India). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { day, minutes } = localTime(instant, timeZone);
  return Math.round((Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 - instant.getTime()) / 60_000);
}

/** Whether two zones show the same clock at an instant (e.g. Asia/Calcutta and Asia/Kolkata). */
export const sameClock = (instant: Date, a: string, b: string): boolean => a === b || offsetMinutes(instant, a) === offsetMinutes(instant, b);

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A datetime-local value ('2026-05-15T16:30') read as the clock at `timeZone`: the instant (ISO, UTC), or null when the
 *  value is no date and time. */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const m = WALL_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset at a first guess, then at the instant it gives (they differ only near a change of the clocks).
  const guess = asUtc - offsetMinutes(check, timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(guess), timeZone) * 60_000).toISOString();
}

/** An instant as a datetime-local value at `timeZone` ('2026-05-15T16:30'): the form's earliest time. */
export const isoToWallTime = (instant: Date, timeZone: string): string => `${localTime(instant, timeZone).day}T${clockTime(instant, timeZone)}`;

interface TimeOptions {
  /** undefined: the page's language's (in English, the browser's own formats, as always). */
  locale?: string;
  timeZone: string;
  now?: Date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(asked: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = asked ?? (currentLocale() === 'en' ? undefined : intlLocale());
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** 'Tue, Mar 10, 4:30 PM GMT+5:30' (with the year when it is not this year's): the day, time and zone of an instant. */
export function formatInterviewTime(iso: string, { locale, timeZone, now = new Date() }: TimeOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const otherYear = localTime(date, timeZone).day.slice(0, 4) !== localTime(now, timeZone).day.slice(0, 4);
  return formatter(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(otherYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** 'India Standard Time': a zone's name in the locale's words (its IANA id when the locale has none). */
export function zoneName(timeZone: string, { locale, at = new Date() }: { locale?: string; at?: Date } = {}): string {
  const part = formatter(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return part && !/^GMT[+-−]/.test(part) ? part : timeZone;
}

export interface ShownTime {
  /** In the viewer's zone, e.g. 'Tue, Mar 10, 5:00 PM GMT+6'. */
  yours: string;
  /** In the internship's place, when its clock differs from the viewer's, e.g. 'Tue, Mar 10, 4:30 PM GMT+5:30'; else null. */
  atPlace: string | null;
}

/** A time as the viewer reads it, and as it is at the internship's place when that clock differs. */
export function showTime(iso: string, { locale, viewerZone, placeZone, now }: { locale?: string; viewerZone: string; placeZone: string; now?: Date }): ShownTime {
  const yours = formatInterviewTime(iso, { locale, timeZone: viewerZone, now });
  const date = new Date(iso);
  const differs = !Number.isNaN(date.getTime()) && !sameClock(date, viewerZone, placeZone);
  return { yours, atPlace: differs ? formatInterviewTime(iso, { locale, timeZone: placeZone, now }) : null };
}

/** The sentence under an interview's times that names both clocks. */
export function timeZoneNote({ locale, viewerZone, placeZone, at = new Date() }: { locale?: string; viewerZone: string; placeZone: string; at?: Date }): string {
  const place = `${zoneName(placeZone, { locale, at })} (${placeZone})`;
  return sameClock(at, viewerZone, placeZone)
    ? m.interviews_note_same({ place })
    : m.interviews_note_differs({ zone: zoneName(viewerZone, { locale, at }), place });
}

/** An interview's mode in the page's language ('Video call'); an unknown one as it is. */
export const interviewModeLabel = (mode: InterviewMode): string =>
  ({ video: m.interviews_mode_video(), phone: m.interviews_mode_phone(), 'in-person': m.interviews_mode_in_person() })[mode] ?? mode;

/** 'Video call · 30 minutes' */
export const interviewFacts = (interview: Pick<Interview, 'mode' | 'durationMinutes'>): string =>
  m.interviews_facts({ mode: interviewModeLabel(interview.mode), minutes: formatCount(interview.durationMinutes) });

/** The words of an interview's status, for its badge (read when shown: in the page's language). */
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = labelsOf({
  proposed: m.interviews_status_proposed,
  scheduled: m.interviews_status_scheduled,
  declined: m.interviews_status_declined,
});

/** What `where` means for each mode: the label of the proposal form's field (read when shown: in the page's language). */
export const WHERE_LABELS: Record<Interview['mode'], { label: string; hint: string }> = {
  video: labelsOf({ label: m.interviews_where_video_label, hint: m.interviews_where_video_hint }),
  phone: labelsOf({ label: m.interviews_where_phone_label, hint: m.interviews_where_phone_hint }),
  'in-person': labelsOf({ label: m.interviews_where_in_person_label, hint: m.interviews_where_in_person_hint }),
};
