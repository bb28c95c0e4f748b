// The time zone of an internship's place from its free-text location, and local times there through Intl.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { POPULAR_LOCATIONS } from '@domain/internships/constants';
import { DEFAULT_TIME_ZONE, clockTime, localTime, placeDateTime, timeZoneOf, withinMinorHours } from '@domain/interviews/time-zones';

const test = suite('interview time zones');

test("every popular city maps to its country's zone", () => {
  const expected: Record<(typeof POPULAR_LOCATIONS)[number], string> = {
    Mumbai: 'Asia/Kolkata', Delhi: 'Asia/Kolkata', Bangalore: 'Asia/Kolkata', Hyderabad: 'Asia/Kolkata', Chennai: 'Asia/Kolkata', Pune: 'Asia/Kolkata', Kolkata: 'Asia/Kolkata',
    Dhaka: 'Asia/Dhaka', Chittagong: 'Asia/Dhaka', Karachi: 'Asia/Karachi', Lahore: 'Asia/Karachi', Colombo: 'Asia/Colombo',
  };
  for (const city of POPULAR_LOCATIONS) assert.is(timeZoneOf(city), expected[city], city);
});

test("a country's name decides (before any city), in any case and punctuation", () => {
  assert.is(timeZoneOf('Sri Lanka'), 'Asia/Colombo');
  assert.is(timeZoneOf('remote — anywhere in BANGLADESH'), 'Asia/Dhaka');
  assert.is(timeZoneOf('Islamabad/Pakistan'), 'Asia/Karachi');
  assert.is(timeZoneOf('Mumbai, India'), 'Asia/Kolkata');
  // Hyderabad alone is the Indian city; with its country named, the one in Sindh.
  assert.is(timeZoneOf('Hyderabad, Pakistan'), 'Asia/Karachi');
  assert.is(timeZoneOf('Kandy, Central Province'), 'Asia/Colombo');
  assert.is(timeZoneOf('Sylhet'), 'Asia/Dhaka');
  assert.is(timeZoneOf('Bengalūru'), 'Asia/Kolkata');
});

test('whole words only; anything unknown (or nothing) is India', () => {
  assert.is(DEFAULT_TIME_ZONE, 'Asia/Kolkata');
  for (const location of ['Remote', '', null, undefined, 'Lahorepur', 'Gallery Road', 'Nepal']) assert.is(timeZoneOf(location), 'Asia/Kolkata', String(location));
});

test('local times come from Intl in the zone', () => {
  const instant = new Date('2026-03-10T18:45:30.000Z');
  assert.equal(localTime(instant, 'Asia/Kolkata'), { day: '2026-03-11', minutes: 15 + 0.5 });
  assert.equal(localTime(instant, 'Asia/Karachi'), { day: '2026-03-10', minutes: 23 * 60 + 45 + 0.5 });
  assert.is(clockTime(instant, 'Asia/Dhaka'), '00:45');
  assert.is(clockTime(instant, 'Asia/Colombo'), '00:15');
  assert.is(placeDateTime(new Date('2026-05-15T11:00:00Z'), 'Asia/Kolkata'), 'Friday 15 May 2026, 16:30 (Asia/Kolkata)');
});

test('the under-18 window: from 07:00, ending by 21:00, on one day', () => {
  const ist = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00+05:30`);
  assert.ok(withinMinorHours(ist('07:00'), 15, 'Asia/Kolkata'));
  assert.ok(withinMinorHours(ist('20:00'), 60, 'Asia/Kolkata'));
  assert.not.ok(withinMinorHours(ist('06:59'), 15, 'Asia/Kolkata'));
  assert.not.ok(withinMinorHours(ist('20:01'), 60, 'Asia/Kolkata'));
  assert.not.ok(withinMinorHours(ist('21:00'), 15, 'Asia/Kolkata'));
  assert.not.ok(withinMinorHours(ist('23:30'), 120, 'Asia/Kolkata'));
});

test.run();
