// Pure helpers of the completion UI: calendar days (YYYY-MM-DD) in words and for date inputs, and the student's answers
// about the stipend in plain words.
import type { StipendPaid } from '@domain/applications/types';
import { m } from '@/paraglide/messages.js';
import { labelsOf } from '@/i18n/labels';
import { currentLocale, intlLocale } from '@/i18n/locale';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Jun 1, 2026': a calendar day as it is, whatever the viewer's time zone; an unreadable value as given. Without a
 *  locale: the page's language's format (in English, the browser's own, as always). */
export function formatCalendarDay(day: string, locale: string | undefined = currentLocale() === 'en' ? undefined : intlLocale()): string {
  if (!DAY.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** 'Jun 1, 2026 to Jul 31, 2026' */
export const formatDays = (from: string, to: string, locale?: string) => m.completion_days_range({ from: formatCalendarDay(from, locale), to: formatCalendarDay(to, locale) });

/** The viewer's calendar day (YYYY-MM-DD), `offsetDays` from today: the date inputs' limits and defaults. */
export function localDay(offsetDays = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The answers to 'Was your stipend paid as promised?', in the student's words (read when shown: in the page's language). */
export const STIPEND_LABELS: Record<StipendPaid, string> = labelsOf({
  yes: m.completion_stipend_yes,
  partly: m.completion_stipend_partly,
  no: m.completion_stipend_no,
  unpaid: m.completion_stipend_unpaid,
});
