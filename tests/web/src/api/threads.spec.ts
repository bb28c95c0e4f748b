// The cache updates of the threads' data: a sent message goes at the end of the newest page (once), and reading a thread
// takes its application out of the unread counts; the top bar's link is named by the count.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { InfiniteData } from '@tanstack/react-query';
import type { Thread, ThreadMessage } from '@domain/threads/types';
import { beforeQuery, withMessage } from '@/api/threads';
import { unreadMessagesLabel, withoutApplication } from '@/api/unread-messages';

const message = (id: string): ThreadMessage => ({ id, at: '2026-03-05T10:00:00.000Z', from: { role: 'company', name: 'Kestrel' }, body: id });
const thread = (ids: string[], before: string | null): Thread => ({ canWrite: true, closedReason: null, messages: ids.map(message), before });
const pages = (): InfiniteData<Thread, string | null> => ({ pages: [thread(['m3', 'm4'], 'm3'), thread(['m1', 'm2'], null)], pageParams: [null, 'm3'] });

test('a sent message goes at the end of the newest page, once; older pages stay as they are', () => {
  const before = pages();
  const after = withMessage(before, message('m5'))!;
  assert.equal(after.pages[0].messages.map((m) => m.id), ['m3', 'm4', 'm5']);
  assert.is(after.pages[1], before.pages[1]);
  assert.equal(after.pageParams, [null, 'm3']);
  assert.equal(before.pages[0].messages.map((m) => m.id), ['m3', 'm4'], 'not changed in place');
  assert.is(withMessage(after, message('m5')), after, 'a message already there is not added again');
  assert.is(withMessage(undefined, message('m5')), undefined, 'nothing cached: nothing to add to');
});

test('reading a thread takes its application out of the unread counts', () => {
  const counts = { messages: 5, byApplication: { a1: 2, a2: 3 }, byInternship: { i1: 5 } };
  assert.equal(withoutApplication(counts, 'a1'), { messages: 3, byApplication: { a2: 3 }, byInternship: { i1: 5 } });
  assert.is(withoutApplication(counts, 'a3'), counts, 'nothing unread there: the same counts');
  assert.equal(withoutApplication({ messages: 1, byApplication: { a1: 2 }, byInternship: {} }, 'a1'), { messages: 0, byApplication: {}, byInternship: {} });
});

test('the cursor of an older page, and the unread link’s name', () => {
  assert.is(beforeQuery(null), '');
  assert.is(beforeQuery('m/3 x'), '?before=m%2F3%20x');
  assert.equal([1, 2, 12].map(unreadMessagesLabel), ['1 unread message', '2 unread messages', '12 unread messages']);
});

test.run();
