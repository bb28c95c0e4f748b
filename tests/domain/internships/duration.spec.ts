// Spec of durations as data (DESIGN.md §4.6): whole weeks 1–52, their text, old texts read back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { durationText, isDurationWeeks, parseDurationWeeks } from '@domain/internships/duration';

test('the text of a duration', () => {
  assert.is(durationText(8), '8 weeks');
  assert.is(durationText(1), '1 week');
});

test('old texts: weeks as written, months at 52/12 weeks each (rounded); null when no length is named', () => {
  assert.is(parseDurationWeeks('8 weeks'), 8);
  assert.is(parseDurationWeeks('10 Weeks (part-time)'), 10);
  assert.is(parseDurationWeeks('3 months'), 13);
  assert.is(parseDurationWeeks('2 months'), 9);
  assert.is(parseDurationWeeks('1 month'), 4);
  assert.is(parseDurationWeeks('six weeks'), 6);
  assert.is(parseDurationWeeks('12-week programme'), 12);
  for (const none of ['Summer', 'Full-time', '', null, undefined, '60 weeks', '0 weeks', '13 months']) assert.is(parseDurationWeeks(none), null, String(none));
});

test('property: a duration’s text reads back as its weeks; only whole weeks 1–52 are durations', () => {
  fc.assert(fc.property(fc.integer({ min: 1, max: 52 }), (w) => assert.is(parseDurationWeeks(durationText(w)), w)));
  assert.ok(isDurationWeeks(1) && isDurationWeeks(52));
  assert.not.ok(isDurationWeeks(0) || isDurationWeeks(53) || isDurationWeeks(2.5) || isDurationWeeks('8'));
});

test.run();
