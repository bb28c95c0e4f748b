// The cache updates of an application's interviews: a proposal goes first (or in its place), an answer changes the one
// interview it answers; the .ics link names the interview.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Interview } from '@domain/interviews/types';
import { interviewCalendarHref, interviewKeys, withAnswer, withInterview } from '@/api/interviews';

const interview = (id: string, over: Partial<Interview> = {}): Interview => ({
  id,
  applicationId: 'a1',
  status: 'proposed',
  slots: ['2026-05-15T05:30:00.000Z', '2026-05-16T05:30:00.000Z'],
  durationMinutes: 30,
  mode: 'video',
  where: 'https://meet.example.org/x',
  timeZone: 'Asia/Kolkata',
  at: null,
  proposedAt: '2026-05-01T00:00:00.000Z',
  answeredAt: null,
  ...over,
});

test('a new interview goes first (newest first); one already there is replaced in place', () => {
  const list = [interview('i2'), interview('i1')];
  assert.equal(withInterview(list, interview('i3'))!.map((i) => i.id), ['i3', 'i2', 'i1']);
  const replaced = withInterview(list, interview('i1', { where: 'Room 4' }))!;
  assert.equal(replaced.map((i) => [i.id, i.where]), [['i2', 'https://meet.example.org/x'], ['i1', 'Room 4']]);
  assert.is(list[1].where, 'https://meet.example.org/x', 'not changed in place');
  assert.is(withInterview(undefined, interview('i1')), undefined, 'nothing cached: nothing to change');
});

test('an answer changes the interview it answers: scheduled at its time, or declined without one', () => {
  const list = [interview('i2'), interview('i1')];
  const scheduled = withAnswer(list, 'i1', { status: 'scheduled', at: '2026-05-16T05:30:00.000Z' }, '2026-05-02T00:00:00.000Z')!;
  assert.equal([scheduled[1].status, scheduled[1].at, scheduled[1].answeredAt], ['scheduled', '2026-05-16T05:30:00.000Z', '2026-05-02T00:00:00.000Z']);
  assert.is(scheduled[0], list[0], 'the others stay as they were');
  const declined = withAnswer(list, 'i2', { status: 'declined' }, '2026-05-02T00:00:00.000Z')!;
  assert.equal([declined[0].status, declined[0].at], ['declined', null]);
  assert.is(withAnswer(undefined, 'i1', { status: 'declined' }, '2026-05-02T00:00:00.000Z'), undefined);
});

test('the keys (one per application, under one root for the live updates) and the invitation’s link', () => {
  assert.equal(interviewKeys.ofApplication('a1'), ['interviews', 'a1']);
  assert.equal(interviewKeys.ofApplication('a1').slice(0, 1), [...interviewKeys.all]);
  assert.is(interviewCalendarHref('i/1'), '/api/interviews/i%2F1/ics');
});

test.run();
