// Pure helpers of the thread UI: the messages in reading order, times, the character count and the report reasons in plain
// words.
import type { ReportReason } from '@domain/shared/report-reasons';
import type { Thread, ThreadMessage, ThreadRole } from '@domain/threads/types';
import { m } from '@/paraglide/messages.js';
import { labelsOf } from '@/i18n/labels';
import { intlLocale } from '@/i18n/locale';

/** Who looks at a thread: one of its two sides, or the consenting parent (read-only). */
export type ThreadViewer = ThreadRole | 'guardian';

/** The cached pages (newest page first) as one list, oldest message first. */
export const messagesOldestFirst = (pages: readonly Thread[]): ThreadMessage[] => [...pages].reverse().flatMap((page) => page.messages);

/** The side drawn on the right: the viewer's own messages; for the parent, the student's. */
export const ownSide = (viewer: ThreadViewer): ThreadRole => (viewer === 'guardian' ? 'student' : viewer);

/** The page language's formats (one per language: the server pre-renders several languages in one process). */
const formats = new Map<string, { sameYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat; number: Intl.NumberFormat }>();
function formatsOf(locale: string) {
  let f = formats.get(locale);
  if (!f) {
    f = {
      sameYear: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
      otherYear: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
      number: new Intl.NumberFormat(locale),
    };
    formats.set(locale, f);
  }
  return f;
}

/** 'Mar 5, 4:07 PM' this year, 'Mar 5, 2025, 4:07 PM' another year (in English; the page's language's own format otherwise). */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { sameYear, otherYear } = formatsOf(intlLocale());
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}

/** '1,234 / 2,000' under the composer; `over` when the text is too long to send. */
export function characterCount(text: string, max: number): { label: string; over: boolean } {
  const { number } = formatsOf(intlLocale());
  return { label: `${number.format(text.length)} / ${number.format(max)}`, over: text.length > max };
}

/** The reasons as the report dialog and the admins' queue word them (read when shown: in the page's language). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = labelsOf({
  'asked-for-money': m.report_reason_asked_for_money,
  unsafe: m.report_reason_unsafe,
  fake: m.report_reason_fake,
  inappropriate: m.report_reason_inappropriate,
  other: m.report_reason_other,
});
