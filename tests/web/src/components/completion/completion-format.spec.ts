// The completion UI's pure helpers: calendar days as they are (whatever the viewer's zone), the date inputs' days, and the
// stipend answers in words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { STIPEND_PAID } from '@domain/applications/types';
import { formatCalendarDay, formatDays, localDay, STIPEND_LABELS } from '@/components/completion/completion-format';

test('a calendar day in words, never shifted by a time zone; an unreadable one as given', () => {
  assert.is(formatCalendarDay('2026-06-01', 'en-US'), 'Jun 1, 2026');
  assert.is(formatCalendarDay('2026-12-31', 'en-GB'), '31 Dec 2026');
  assert.is(formatDays('2026-06-01', '2026-07-31', 'en-US'), 'Jun 1, 2026 to Jul 31, 2026');
  assert.is(formatCalendarDay('soon', 'en-US'), 'soon');
});

test('the viewer’s day, and days before and after it (across a month’s end)', () => {
  const now = new Date(2026, 0, 31, 23, 30);
  assert.equal([localDay(0, now), localDay(1, now), localDay(-31, now)], ['2026-01-31', '2026-02-01', '2025-12-31']);
});

test('every answer about the stipend has its own words', () => {
  const labels = STIPEND_PAID.map((s) => STIPEND_LABELS[s]);
  assert.ok(labels.every((l) => l.length > 0));
  assert.is(new Set(labels).size, STIPEND_PAID.length);
});

test.run();
