// Pure helpers of the thread UI: the messages in reading order, times, the character count and the report reasons in plain
// words.
import type { ReportReason } from '@domain/shared/report-reasons';
import type { Thread, ThreadMessage, ThreadRole } from '@domain/threads/types';

/** Who looks at a thread: one of its two sides, or the consenting parent (read-only). */
export type ThreadViewer = ThreadRole | 'guardian';

/** The cached pages (newest page first) as one list, oldest message first. */
export const messagesOldestFirst = (pages: readonly Thread[]): ThreadMessage[] => [...pages].reverse().flatMap((page) => page.messages);

/** The side drawn on the right: the viewer's own messages; for the parent, the student's. */
export const ownSide = (viewer: ThreadViewer): ThreadRole => (viewer === 'guardian' ? 'student' : viewer);

const sameYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const otherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Mar 5, 4:07 PM' this year, 'Mar 5, 2025, 4:07 PM' another year. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}

/** '1,234 / 2,000' under the composer; `over` when the text is too long to send. */
export function characterCount(text: string, max: number): { label: string; over: boolean } {
  return { label: `${text.length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`, over: text.length > max };
}

/** The reasons as the report dialog and the admins' queue word them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'asked-for-money': 'They asked for money',
  unsafe: 'It made me feel unsafe',
  fake: 'Fake or misleading',
  inappropriate: 'Rude or inappropriate',
  other: 'Something else',
};
