// Unit tests of the salary-text reader behind JobPosting.baseSalary: currency by symbol or code (the rupee by the
// internship's country), amount or range, period; anything unclear gives no salary rather than a wrong one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseStipend } from '@backend/http/pages/seo/stipend';

const cases: [text: string, country: string | null, expected: ReturnType<typeof parseStipend>][] = [
  ['₹6,000 / month stipend', 'IN', { currency: 'INR', min: 6000, max: 6000, period: 'MONTH' }],
  ['₨15,000 / month stipend', 'PK', { currency: 'PKR', min: 15000, max: 15000, period: 'MONTH' }],
  ['Rs. 20,000 per month', 'LK', { currency: 'LKR', min: 20000, max: 20000, period: 'MONTH' }],
  ['Rs 8000 monthly', 'IN', { currency: 'INR', min: 8000, max: 8000, period: 'MONTH' }],
  ['৳5,000 a month', 'BD', { currency: 'BDT', min: 5000, max: 5000, period: 'MONTH' }],
  ['BDT 5k-8k per month', 'BD', { currency: 'BDT', min: 5000, max: 8000, period: 'MONTH' }],
  ['$250 stipend', 'LK', { currency: 'USD', min: 250, max: 250, period: null }],
  ['$300 stipend, travel costs covered', 'BD', { currency: 'USD', min: 300, max: 300, period: null }],
  ['₹1.5 lakh per year', 'IN', { currency: 'INR', min: 150000, max: 150000, period: 'YEAR' }],
  ['INR 200/day', null, { currency: 'INR', min: 200, max: 200, period: 'DAY' }],
  ['₹5,000 – ₹8,000 / month', 'IN', { currency: 'INR', min: 5000, max: 8000, period: 'MONTH' }],
  ['$15/hour', null, { currency: 'USD', min: 15, max: 15, period: 'HOUR' }],
  ['€400 per week', null, { currency: 'EUR', min: 400, max: 400, period: 'WEEK' }],
];

for (const [text, country, expected] of cases)
  test(`'${text}' in ${country ?? 'an unknown country'}`, () => {
    assert.equal(parseStipend(text, country), expected);
  });

const unreadable: [text: string | null, country: string | null, why: string][] = [
  [null, 'IN', 'no salary'],
  ['', 'IN', 'empty'],
  ['Unpaid', 'IN', 'unpaid'],
  ['No stipend, certificate only', 'IN', 'no stipend'],
  ['Rs 10,000 / month', null, 'a rupee of an unknown country'],
  ['Rs 10,000 / month', 'BD', 'a rupee where the rupee is not the currency'],
  ['Competitive stipend', 'IN', 'no amount'],
  ['₹6,000 / month for 3 months', 'IN', 'two numbers that are not a range'],
  ['₹5,000 or $60', 'IN', 'two currencies'],
  ['A$500 per month', null, 'another dollar'],
  ['₹8,000 – ₹5,000', 'IN', 'a range upside down'],
  ['₹500 per week or ₹2,000 per month', 'IN', 'two periods'],
];

for (const [text, country, why] of unreadable)
  test(`no salary for '${text}' (${why})`, () => {
    assert.is(parseStipend(text, country), null);
  });

test.run();
