// en-US numbers and days without Intl: the same text as Intl's, for any amount and day (what pre-rendered pages and the
// browser's hydration both print).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { englishDate, englishNumber } from '@domain/shared/english-format';

test('numbers: as toLocaleString("en-US") with at most 0, 2 or 3 decimals, whatever the amount', () => {
  const amounts = fc.oneof(
    fc.integer({ min: -10_000_000, max: 1_000_000_000 }),
    fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
  );
  fc.assert(
    fc.property(amounts, fc.constantFrom(0, 2, 3), (n, digits) => {
      assert.is(englishNumber(n, digits), n.toLocaleString('en-US', { maximumFractionDigits: digits }));
    }),
    { numRuns: 5000 },
  );
  assert.is(englishNumber(1234567.891), '1,234,567.891');
  assert.is(englishNumber(6000, 2), '6,000');
  assert.is(englishNumber(250.5, 2), '250.5');
});

test('days: as Intl.DateTimeFormat("en-US", { month, day, year, timeZone: "UTC" })', () => {
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  fc.assert(
    fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
      assert.is(englishDate(date, 'short'), short.format(date));
      assert.is(englishDate(date, 'long'), long.format(date));
    }),
    { numRuns: 5000 },
  );
  assert.is(englishDate(new Date('2026-11-21'), 'long'), 'November 21, 2026');
  assert.is(englishDate(new Date('2025-03-05T23:30:00Z'), 'short'), 'Mar 5, 2025');
});

test.run();
