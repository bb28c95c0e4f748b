// Spec of the stipend currency: the symbol most salary texts use, ₹ when none names one; shortcut labels.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dominantCurrency, salaryShortcutLabel } from '@domain/internships/currency';

test('₹ when no salary names a currency (or there are none)', () => {
  assert.is(dominantCurrency([]), '₹');
  assert.is(dominantCurrency([null, undefined, 'Unpaid', 'Certificate']), '₹');
});

test('the symbol most salaries use', () => {
  assert.is(dominantCurrency(['₹6,000 / month', '$300 stipend', '₹5,000 / month']), '₹');
  assert.is(dominantCurrency(['$300', 'USD 200', '₹5,000']), '$');
  assert.is(dominantCurrency(['৳8,000', 'BDT 5000']), '৳');
  assert.is(dominantCurrency(['Rs 20,000 a month', 'PKR 15000']), 'Rs ');
});

test('shortcut labels group thousands', () => {
  assert.is(salaryShortcutLabel(10000, '₹'), '₹10,000+');
  assert.is(salaryShortcutLabel(3000, '$'), '$3,000+');
});

test.run();
