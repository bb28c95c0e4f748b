// The stipend and duration in words on cards and the detail page (DESIGN.md §4.6): a month in the posting's own currency,
// 'Unpaid', or SPEC.md's text when there is no data; the rates note's pairs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { durationDetail, durationLabel, ratePairs, salaryShortcutAmounts, salaryShortcutLabel, stipendDetail, stipendLabel } from '@/features/internships/components/stipend-format';
import { EXCHANGE_RATES, convert } from '@domain/internships/exchange-rates';

test('a month in its own currency, Unpaid, or the free text when there is no data', () => {
  assert.is(stipendLabel({ stipend: { amount: 6000, currency: 'INR', period: 'month' }, durationWeeks: 8, salary: '₹6,000 / month', duration: '8 weeks' }), '₹6,000 / month');
  assert.is(stipendLabel({ stipend: { amount: 1000, currency: 'BDT', period: 'week' }, durationWeeks: null, salary: '৳1,000 / week', duration: 'x' }), '৳4,333 / month');
  assert.is(stipendLabel({ stipend: { amount: 260, currency: 'USD', period: 'total' }, durationWeeks: 26, salary: '$260 total', duration: '26 weeks' }), '$43 / month');
  assert.is(stipendLabel({ stipend: { amount: 260, currency: 'USD', period: 'total' }, durationWeeks: null, salary: '$260 total', duration: 'Summer' }), '$260 total');
  assert.is(stipendLabel({ stipend: { unpaid: true }, durationWeeks: 4, salary: 'No stipend', duration: '4 weeks' }), 'Unpaid');
  assert.is(stipendLabel({ stipend: null, durationWeeks: null, salary: ' Negotiable ', duration: 'Summer' }), 'Negotiable');
  assert.is(stipendLabel({ stipend: null, durationWeeks: null, salary: null, duration: 'Summer' }), null);
});

test('the detail page keeps what the company wrote beside it when it says it otherwise', () => {
  assert.is(stipendDetail({ stipend: { amount: 260, currency: 'USD', period: 'total' }, durationWeeks: 26, salary: '$260 stipend', duration: '26 weeks' }), '$43 / month ($260 stipend)');
  assert.is(stipendDetail({ stipend: { amount: 6000, currency: 'INR', period: 'month' }, durationWeeks: 8, salary: '₹6,000 / month', duration: '8 weeks' }), '₹6,000 / month');
  assert.is(durationLabel({ durationWeeks: 13, duration: '3 months', salary: null, stipend: null }), '13 weeks');
  assert.is(durationDetail({ durationWeeks: 13, duration: '3 months', salary: null, stipend: null }), '13 weeks (3 months)');
  assert.is(durationDetail({ durationWeeks: 8, duration: '8 weeks', salary: null, stipend: null }), '8 weeks');
  assert.is(durationDetail({ durationWeeks: null, duration: 'Summer', salary: null, stipend: null }), 'Summer');
});

test('salary shortcuts in the chosen currency; the rates of the dated table', () => {
  assert.equal([salaryShortcutLabel(3000, 'USD'), salaryShortcutLabel(5000, 'INR'), salaryShortcutLabel(7000, 'PKR')], ['$3,000+', '₹5,000+', 'PKR 7,000+']);
  // SPEC.md's amounts in rupees; elsewhere the same stipends at the dated rates, rounded as people write sums.
  assert.equal(salaryShortcutAmounts('INR'), [3000, 5000, 7000, 10000]);
  for (const currency of ['BDT', 'PKR', 'LKR', 'USD'] as const) {
    const amounts = salaryShortcutAmounts(currency);
    amounts.forEach((amount, i) => {
      const exact = convert([3000, 5000, 7000, 10000][i], 'INR', currency);
      assert.ok(Math.abs(amount - exact) / exact < 0.15, `${currency} ${amount} ≈ ${exact}`);
    });
    assert.equal([...amounts].sort((a, b) => a - b), amounts);
  }
  assert.is(ratePairs().length, 4);
  assert.ok(ratePairs()[0].startsWith('₹') && ratePairs()[0].endsWith(' = $1'));
  assert.ok(ratePairs()[0].includes(String(EXCHANGE_RATES.perUsd.INR)));
});

test.run();
