// The interviews UI's pure helpers: the proposal form's wall-clock times at the internship's place read as instants (and
// back), times in the viewer's zone with the place's beside them only when the clocks differ, the zones named, the facts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  formatInterviewTime,
  INTERVIEW_STATUS_LABELS,
  interviewFacts,
  isoToWallTime,
  offsetMinutes,
  sameClock,
  showTime,
  timeZoneNote,
  wallTimeToIso,
  WHERE_LABELS,
  zoneName,
} from '@/components/interviews/interview-time';

test('a datetime-local value is the clock at the given place: 22:00 in India is 16:30 UTC, in Dhaka 16:00 UTC', () => {
  assert.is(wallTimeToIso('2026-05-15T22:00', 'Asia/Kolkata'), '2026-05-15T16:30:00.000Z');
  assert.is(wallTimeToIso('2026-05-15T22:00', 'Asia/Dhaka'), '2026-05-15T16:00:00.000Z');
  assert.is(wallTimeToIso('2026-05-15T05:15', 'Asia/Kolkata'), '2026-05-14T23:45:00.000Z', 'the day before in UTC');
  assert.is(wallTimeToIso('2026-05-15T22:00:00', 'UTC'), '2026-05-15T22:00:00.000Z', 'seconds are allowed');
});

test('across a change of the clocks the wall time keeps its meaning (London, summer and winter)', () => {
  assert.is(wallTimeToIso('2026-07-01T10:00', 'Europe/London'), '2026-07-01T09:00:00.000Z');
  assert.is(wallTimeToIso('2026-12-01T10:00', 'Europe/London'), '2026-12-01T10:00:00.000Z');
  assert.is(wallTimeToIso('2026-10-25T03:00', 'Europe/London'), '2026-10-25T03:00:00.000Z', 'just after the clocks went back');
});

test('what is no date and time gives null: empty, half filled, impossible days and hours', () => {
  for (const value of ['', '2026-05-15', 'T10:00', '2026-02-30T10:00', '2026-05-15T24:00', '2026-05-15T10:60', 'tomorrow at ten'])
    assert.is(wallTimeToIso(value, 'Asia/Kolkata'), null, value);
});

test('an instant as the form’s value at a place, and back', () => {
  const instant = new Date('2026-05-15T16:30:00Z');
  assert.is(isoToWallTime(instant, 'Asia/Kolkata'), '2026-05-15T22:00');
  assert.is(isoToWallTime(instant, 'Asia/Colombo'), '2026-05-15T22:00');
  assert.is(wallTimeToIso(isoToWallTime(instant, 'Asia/Karachi'), 'Asia/Karachi'), instant.toISOString());
});

test('offsets and the same clock under two names', () => {
  const at = new Date('2026-05-15T12:00:00Z');
  assert.equal([offsetMinutes(at, 'Asia/Kolkata'), offsetMinutes(at, 'Asia/Dhaka'), offsetMinutes(at, 'Asia/Karachi'), offsetMinutes(at, 'UTC')], [330, 360, 300, 0]);
  assert.ok(sameClock(at, 'Asia/Kolkata', 'Asia/Calcutta'));
  assert.ok(sameClock(at, 'Asia/Kolkata', 'Asia/Colombo'), 'Sri Lanka keeps India’s clock');
  assert.not.ok(sameClock(at, 'Asia/Kolkata', 'Asia/Dhaka'));
});

test('a time in the viewer’s zone and locale, with the year only when it is another year', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  // (Some ICU versions put a narrow no-break space before AM/PM: spaces are compared as spaces.)
  const spaced = (text: string) => text.replace(/\s/g, ' ');
  assert.is(formatInterviewTime('2026-05-15T16:30:00.000Z', { locale: 'en-GB', timeZone: 'Asia/Kolkata', now }), 'Fri 15 May, 22:00 GMT+5:30');
  assert.is(spaced(formatInterviewTime('2026-05-15T16:30:00.000Z', { locale: 'en-IN', timeZone: 'Asia/Kolkata', now })), 'Fri, 15 May, 10:00 pm IST');
  assert.is(spaced(formatInterviewTime('2027-01-04T05:00:00.000Z', { locale: 'en-US', timeZone: 'UTC', now })), 'Mon, Jan 4, 2027, 5:00 AM UTC');
  assert.is(formatInterviewTime('not a time', { timeZone: 'UTC', now }), 'not a time');
});

test('the place’s clock is given beside a time only when it differs from the viewer’s', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const differs = showTime('2026-05-15T05:30:00.000Z', { locale: 'en-GB', viewerZone: 'Asia/Dhaka', placeZone: 'Asia/Kolkata', now });
  assert.equal(differs, { yours: 'Fri 15 May, 11:30 GMT+6', atPlace: 'Fri 15 May, 11:00 GMT+5:30' });
  const same = showTime('2026-05-15T05:30:00.000Z', { locale: 'en-GB', viewerZone: 'Asia/Calcutta', placeZone: 'Asia/Kolkata', now });
  assert.is(same.atPlace, null);
});

test('the zones named in words, and the note under the times', () => {
  const at = new Date('2026-05-15T12:00:00Z');
  assert.is(zoneName('Asia/Kolkata', { locale: 'en-US', at }), 'India Standard Time');
  assert.is(zoneName('Etc/GMT-3', { locale: 'en-US', at }), 'Etc/GMT-3', 'no words: the id');
  assert.is(
    timeZoneNote({ locale: 'en-US', viewerZone: 'Asia/Kolkata', placeZone: 'Asia/Kolkata', at }),
    "Times are in your time zone, which is the internship's too: India Standard Time (Asia/Kolkata).",
  );
  assert.is(
    timeZoneNote({ locale: 'en-US', viewerZone: 'Asia/Dhaka', placeZone: 'Asia/Kolkata', at }),
    "Times are in your time zone, Bangladesh Standard Time. The internship's place keeps India Standard Time (Asia/Kolkata): its time is given beside each.",
  );
});

test('the facts, statuses and the where field’s words', () => {
  assert.is(interviewFacts({ mode: 'in-person', durationMinutes: 45 }), 'In person · 45 minutes');
  assert.equal(Object.keys(INTERVIEW_STATUS_LABELS).sort(), ['declined', 'proposed', 'scheduled']);
  assert.equal(Object.keys(WHERE_LABELS).sort(), ['in-person', 'phone', 'video']);
  assert.ok(Object.values(WHERE_LABELS).every((w) => w.label && w.hint));
});

test.run();
