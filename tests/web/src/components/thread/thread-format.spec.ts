// The thread UI's pure helpers: pages (newest first) read as one list oldest first, which side is drawn as one's own, the
// message times, the composer's counter and the report reasons' words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REPORT_REASONS } from '@domain/shared/report-reasons';
import type { Thread, ThreadMessage } from '@domain/threads/types';
import { characterCount, formatMessageTime, messagesOldestFirst, ownSide, REPORT_REASON_LABELS } from '@/components/thread/thread-format';

const message = (id: string, role: 'student' | 'company' = 'student'): ThreadMessage => ({ id, at: '2026-03-05T10:00:00.000Z', from: { role, name: role }, body: id });
const page = (ids: string[], before: string | null): Thread => ({ canWrite: true, closedReason: null, messages: ids.map((id) => message(id)), before });

test('pages cached newest first read as one list, oldest message first', () => {
  const pages = [page(['m5', 'm6'], 'm5'), page(['m3', 'm4'], 'm3'), page(['m1', 'm2'], null)];
  assert.equal(messagesOldestFirst(pages).map((m) => m.id), ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  assert.equal(messagesOldestFirst([]), []);
  assert.equal(pages[0].messages[0].id, 'm5', 'the cached pages are left as they were');
});

test("the viewer's own side; the parent sees the student's side as the near one", () => {
  assert.equal([ownSide('student'), ownSide('company'), ownSide('guardian')], ['student', 'company', 'student']);
});

test('message times: without the year this year, with it another year; an unreadable time as given', () => {
  const now = new Date(2026, 5, 1);
  assert.is(formatMessageTime(new Date(2026, 2, 5, 16, 7).toISOString(), now), 'Mar 5, 4:07 PM');
  assert.is(formatMessageTime(new Date(2025, 11, 31, 9, 5).toISOString(), now), 'Dec 31, 2025, 9:05 AM');
  assert.is(formatMessageTime('not a time', now), 'not a time');
});

test('the counter: used of the maximum with thousands separators, over once past it', () => {
  assert.equal(characterCount('', 2000), { label: '0 / 2,000', over: false });
  assert.equal(characterCount('x'.repeat(2000), 2000), { label: '2,000 / 2,000', over: false });
  assert.equal(characterCount('x'.repeat(2001), 2000), { label: '2,001 / 2,000', over: true });
});

test('every report reason has its words, each different', () => {
  const labels = REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]);
  assert.ok(labels.every((l) => typeof l === 'string' && l.length > 0));
  assert.is(new Set(labels).size, REPORT_REASONS.length);
});

test.run();
