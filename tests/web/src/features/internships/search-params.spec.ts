// The /search URL read from untrusted values (DESIGN.md §4.6): every filter kept when valid, dropped when not, ranges turned
// round; the badge counts only what filters; the duration checklist as a range of weeks; what the API is asked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parseSearchParams } from '@/features/internships/components/search-params';
import { activeFilterCount, apiFiltersOf, currencyOfCountry, isBandChecked, toggleBand } from '@/features/internships/components/filter-values';
import { internshipsPath, normalizeFilters } from '@/api/internships';

test('the text filters as before: trimmed, known skills only, the type in any case', () => {
  assert.equal(parseSearchParams({ q: '  design ', location: 'Dhaka', type: 'Remote', skills: 'python,Nope,Design' }), {
    q: 'design',
    location: 'Dhaka',
    type: 'remote',
    skills: 'Design,Python',
  });
  assert.equal(parseSearchParams({ q: '   ', type: 'underwater', skills: [] }), {});
});

test('the §4.6 filters as the router reads them (numbers, booleans) or as text', () => {
  const raw = { minStipend: 5000, currency: 'bdt', paid: true, minWeeks: '4', maxWeeks: 12, maxHours: '20', schedule: 'weekends', country: 'lk', sort: 'deadline' };
  assert.equal(parseSearchParams(raw), { minStipend: 5000, currency: 'BDT', paid: true, minWeeks: 4, maxWeeks: 12, maxHours: 20, schedule: 'weekends', country: 'LK', sort: 'deadline' });
  assert.equal(parseSearchParams({ paid: 'true', sort: 'stipend' }), { paid: true, sort: 'stipend' });
});

test('bad values are dropped, not failing the page', () => {
  const bad = {
    minStipend: -5, maxStipend: '1e9', currency: 'EUR', paid: 'yes', minWeeks: 0, maxWeeks: 53, maxHours: 41, schedule: 'nights', country: 'US', sort: 'random',
  };
  assert.equal(parseSearchParams(bad), {});
  assert.equal(parseSearchParams({ minStipend: '12.5', minWeeks: '3.5', maxHours: { x: 1 }, paid: false }), {});
  // 'newest' is the default order, and a zero minimum asks for nothing.
  assert.equal(parseSearchParams({ sort: 'newest', minStipend: 0 }), {});
});

test('a range given upside down is turned round', () => {
  assert.equal(parseSearchParams({ minWeeks: 16, maxWeeks: 8, minStipend: 9000, maxStipend: 3000 }), { minWeeks: 8, maxWeeks: 16, minStipend: 3000, maxStipend: 9000 });
});

test('any input whatever parses to something parseable again to itself', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom('q', 'location', 'type', 'skills', 'minStipend', 'maxStipend', 'currency', 'paid', 'minWeeks', 'maxWeeks', 'maxHours', 'schedule', 'country', 'sort', 'other'), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))), (raw) => {
      const once = parseSearchParams(raw);
      assert.equal(parseSearchParams(once), once);
      if (once.minWeeks !== undefined && once.maxWeeks !== undefined) assert.ok(once.minWeeks <= once.maxWeeks);
    }),
  );
});

test("the 'Filters N' badge counts what filters: not the currency, nor the order", () => {
  assert.is(activeFilterCount(parseSearchParams({ currency: 'USD', sort: 'stipend', q: 'x' })), 0);
  assert.is(activeFilterCount(parseSearchParams({ minStipend: 100, maxStipend: 900, currency: 'USD', paid: true, minWeeks: 2, maxWeeks: 9 })), 3);
  assert.is(activeFilterCount(parseSearchParams({ location: 'Lahore', type: 'hybrid', skills: 'Sales', maxHours: 10, schedule: 'weekends', country: 'PK' })), 6);
});

test('what the API is asked: the currency goes with an amount, the viewer’s until one is chosen', () => {
  assert.equal(normalizeFilters(apiFiltersOf(parseSearchParams({ minStipend: 50 }), 'LKR')), { minStipend: 50, currency: 'LKR' });
  assert.equal(normalizeFilters(apiFiltersOf(parseSearchParams({ minStipend: 50 }), undefined)), { minStipend: 50, currency: 'INR' });
  assert.equal(normalizeFilters(apiFiltersOf(parseSearchParams({ minStipend: 50, currency: 'USD' }), 'LKR')), { minStipend: 50, currency: 'USD' });
  assert.equal(normalizeFilters(apiFiltersOf(parseSearchParams({ currency: 'USD', sort: 'stipend' }), 'LKR')), { sort: 'stipend' });
  const path = internshipsPath(normalizeFilters(apiFiltersOf(parseSearchParams({ q: 'a', paid: true, minWeeks: 4, maxWeeks: 8, maxHours: 15, schedule: 'weekends', country: 'BD', sort: 'deadline' }), 'INR')));
  assert.is(path, '/api/internships?q=a&paid=true&minWeeks=4&maxWeeks=8&maxHours=15&schedule=weekends&country=BD&sort=deadline');
});

test("the viewer's currency from their country, else the rupee of India", () => {
  assert.equal([currencyOfCountry('BD'), currencyOfCountry('PK'), currencyOfCountry('LK'), currencyOfCountry('IN'), currencyOfCountry(null)], ['BDT', 'PKR', 'LKR', 'INR', 'INR']);
});

test('the duration checklist as weeks: ticking widens the range, unticking an end narrows it', () => {
  let range = toggleBand('10 weeks', {});
  assert.equal(range, { minWeeks: 9, maxWeeks: 10 });
  range = toggleBand('16 weeks', range);
  assert.equal(range, { minWeeks: 9, maxWeeks: 16 });
  assert.ok(isBandChecked('12 weeks', range), 'a length between two ticked is in the range');
  assert.not.ok(isBandChecked('8 weeks', range));
  range = toggleBand('10 weeks', range);
  assert.equal(range, { minWeeks: 11, maxWeeks: 16 });
  range = toggleBand('16 weeks', range);
  assert.equal(range, { minWeeks: 11, maxWeeks: 12 });
  assert.equal(toggleBand('12 weeks', range), {});
  assert.equal(toggleBand('8 weeks', {}), { maxWeeks: 8 });
  assert.equal(toggleBand('Full-time', {}), { minWeeks: 17 });
  // Unticking one between two others keeps it alone.
  assert.equal(toggleBand('12 weeks', { minWeeks: 9, maxWeeks: 16 }), { minWeeks: 11, maxWeeks: 12 });
  // A range typed by hand: the lengths it covers whole are ticked.
  assert.equal((['8 weeks', '10 weeks', '12 weeks', '16 weeks', 'Full-time'] as const).filter((b) => isBandChecked(b, { minWeeks: 5, maxWeeks: 30 })), ['10 weeks', '12 weeks', '16 weeks']);
});

test.run();
