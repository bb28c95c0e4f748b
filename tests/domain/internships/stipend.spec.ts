// Spec of stipends as data (DESIGN.md §4.6): their text, old texts read back, the monthly amount across currencies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { CURRENCIES, STIPEND_PERIODS, monthlyStipend, parseStipend, stipendText, type Stipend } from '@domain/internships/stipend';
import { EXCHANGE_RATES, convert } from '@domain/internships/exchange-rates';
import { DEMO_INTERNSHIPS } from '@backend/seed/demo-internships';

test('the text of a stipend: amount with its sign, the period; unpaid', () => {
  assert.is(stipendText({ amount: 6000, currency: 'INR', period: 'month' }), '₹6,000 / month');
  assert.is(stipendText({ amount: 8000, currency: 'BDT', period: 'month' }), '৳8,000 / month');
  assert.is(stipendText({ amount: 15000, currency: 'PKR', period: 'month' }), 'PKR 15,000 / month');
  assert.is(stipendText({ amount: 40000, currency: 'LKR', period: 'week' }), 'LKR 40,000 / week');
  assert.is(stipendText({ amount: 250, currency: 'USD', period: 'total' }), '$250 total');
  assert.is(stipendText({ amount: 99.5, currency: 'USD', period: 'month' }), '$99.5 / month');
  assert.is(stipendText({ unpaid: true }), 'Unpaid');
});

test('old free texts are read best-effort; null when unsure or absent', () => {
  assert.equal(parseStipend('₹6,000 / month stipend'), { amount: 6000, currency: 'INR', period: 'month' });
  assert.equal(parseStipend('₨15,000 / month stipend'), { amount: 15000, currency: 'PKR', period: 'month' });
  assert.equal(parseStipend('$250 stipend'), { amount: 250, currency: 'USD', period: 'total' });
  assert.equal(parseStipend('$300 stipend, travel costs covered'), { amount: 300, currency: 'USD', period: 'total' });
  assert.equal(parseStipend('৳8,000 per month'), { amount: 8000, currency: 'BDT', period: 'month' });
  assert.equal(parseStipend('Rs. 1,00,000 total', 'IN'), { amount: 100000, currency: 'INR', period: 'total' });
  assert.equal(parseStipend('INR 2000 weekly'), { amount: 2000, currency: 'INR', period: 'week' });
  assert.equal(parseStipend('₹5k monthly'), { amount: 5000, currency: 'INR', period: 'month' });
  for (const unpaid of ['Unpaid', 'No stipend', 'unpaid (certificate given)', 'Volunteer']) assert.equal(parseStipend(unpaid), { unpaid: true }, unpaid);
  for (const unsure of [null, '', '   ', 'Competitive', '5000 / month', 'Certificate and letter of recommendation']) assert.is(parseStipend(unsure), null, String(unsure));
});

test('which rupee ₨ or Rs is follows the posting’s country (₨ alone reads as Pakistan’s; Rs alone as unsure)', () => {
  assert.equal(parseStipend('₨15,000 / month', 'LK'), { amount: 15000, currency: 'LKR', period: 'month' });
  assert.equal(parseStipend('Rs 15,000 / month', 'PK'), { amount: 15000, currency: 'PKR', period: 'month' });
  assert.equal(parseStipend('Rs 15,000 / month', 'IN'), { amount: 15000, currency: 'INR', period: 'month' });
  assert.is(parseStipend('Rs 15,000 / month'), null);
  assert.is(parseStipend('Rs 15,000 / month', 'BD'), null);
});

const stipends: fc.Arbitrary<Stipend> = fc.oneof(
  fc.constant({ unpaid: true as const }),
  fc.record({
    amount: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000_000 }).map((n) => n / 100).filter((n) => n <= 10_000_000)),
    currency: fc.constantFrom(...CURRENCIES),
    period: fc.constantFrom(...STIPEND_PERIODS),
  }),
);

test('property: a stipend’s text reads back as the same stipend', () => {
  fc.assert(fc.property(stipends, (s) => assert.equal(parseStipend(stipendText(s)), { ...s })), { numRuns: 500 });
});

test('monthly: per month as it is, per week ×52/12, in total spread over the weeks (unknown weeks: null), unpaid 0', () => {
  assert.is(monthlyStipend({ amount: 6000, currency: 'INR', period: 'month' }, null, 'INR'), 6000);
  assert.is(monthlyStipend({ amount: 1200, currency: 'INR', period: 'week' }, 8, 'INR'), 5200);
  assert.ok(Math.abs(monthlyStipend({ amount: 300, currency: 'USD', period: 'total' }, 13, 'USD')! - 100) < 1e-9);
  assert.is(monthlyStipend({ amount: 260, currency: 'USD', period: 'total' }, null, 'USD'), null);
  assert.is(monthlyStipend({ unpaid: true }, 8, 'BDT'), 0);
  assert.is(monthlyStipend({ amount: 1, currency: 'USD', period: 'month' }, null, 'INR'), EXCHANGE_RATES.perUsd.INR);
});

test('the rate table is dated and converts through the dollar, both ways', () => {
  assert.match(EXCHANGE_RATES.asOf, /^\d{4}-\d{2}-\d{2}$/);
  assert.is(EXCHANGE_RATES.perUsd.USD, 1);
  for (const c of CURRENCIES) assert.ok(EXCHANGE_RATES.perUsd[c] > 0);
  assert.ok(Math.abs(convert(convert(6000, 'INR', 'BDT'), 'BDT', 'INR') - 6000) < 1e-9);
  assert.ok(convert(1, 'USD', 'PKR') > convert(1, 'USD', 'INR'));
});

test('property: the monthly amount grows with the amount, in every currency it is shown in, and shrinks with the weeks of a total', () => {
  const paid = fc.record({ currency: fc.constantFrom(...CURRENCIES), period: fc.constantFrom(...STIPEND_PERIODS) });
  fc.assert(
    fc.property(paid, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 52 }), fc.constantFrom(...CURRENCIES), (p, a, b, weeks, shown) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      assert.ok(monthlyStipend({ ...p, amount: lo }, weeks, shown)! <= monthlyStipend({ ...p, amount: hi }, weeks, shown)!);
      // The order of two stipends is the same in whatever currency they are compared.
      const x = { ...p, amount: lo };
      const y = { currency: p.currency === 'USD' ? ('INR' as const) : ('USD' as const), period: 'month' as const, amount: hi };
      const inShown = Math.sign(monthlyStipend(x, weeks, shown)! - monthlyStipend(y, weeks, shown)!);
      const inUsd = Math.sign(monthlyStipend(x, weeks, 'USD')! - monthlyStipend(y, weeks, 'USD')!);
      assert.ok(inShown === inUsd || Math.abs(monthlyStipend(x, weeks, 'USD')! - monthlyStipend(y, weeks, 'USD')!) < 1e-9);
      if (weeks < 52) assert.ok(monthlyStipend({ ...p, period: 'total', amount: a }, weeks + 1, shown)! < monthlyStipend({ ...p, period: 'total', amount: a }, weeks, shown)!);
    }),
    { numRuns: 300 },
  );
});

test('every demo posting’s stipend data says what its text says', () => {
  for (const d of DEMO_INTERNSHIPS) if (d.salary) assert.equal(parseStipend(d.salary, d.location.includes('Pakistan') ? 'PK' : null), d.stipend, d.title);
});

test.run();
