// The posting form (DESIGN.md §4.6): the stipend asked as data and the duration as weeks become `stipend`, `durationWeeks`
// and SPEC.md's `salary` and `duration` texts; each wrong part shows its message at its own field.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EMPTY_INTERNSHIP, formFieldOf, formValuesOf, internshipFormSchema, type InternshipFormValues } from '@/features/company-dashboard/components/internship-form-schema';
import { fieldErrorsOf } from '@/lib/form-errors';
import type { Internship } from '@domain/internships/types';

const filled: InternshipFormValues = {
  ...EMPTY_INTERNSHIP,
  title: 'Design Intern',
  description: 'Make posters for our school outreach.',
  location: 'Dhaka, Bangladesh',
  type: 'remote',
  hoursPerWeek: '10',
  schedule: 'weekends',
  category: 'design',
  durationWeeks: '8',
};

const parse = (values: Partial<InternshipFormValues>) => internshipFormSchema.safeParse({ ...filled, ...values });
const errors = (values: Partial<InternshipFormValues>) => {
  const result = parse(values);
  assert.not.ok(result.success, 'refused');
  return fieldErrorsOf(result.error!);
};

test('an amount, a currency and a period become the stipend and its text; weeks the duration and its text', () => {
  const result = parse({ stipendAmount: '6000', stipendCurrency: 'BDT', stipendPeriod: 'month' });
  assert.ok(result.success, JSON.stringify(!result.success && result.error.issues));
  const posting = result.data!;
  assert.equal(posting.stipend, { amount: 6000, currency: 'BDT', period: 'month' });
  assert.is(posting.salary, '৳6,000 / month');
  assert.is(posting.durationWeeks, 8);
  assert.is(posting.duration, '8 weeks');
});

test("'Unpaid' states an unpaid internship whatever the amount says; nothing given states none", () => {
  const unpaid = parse({ unpaid: true, stipendAmount: 'junk' });
  assert.ok(unpaid.success);
  assert.equal([unpaid.data!.stipend, unpaid.data!.salary], [{ unpaid: true }, 'Unpaid']);
  const none = parse({ durationWeeks: '1' });
  assert.ok(none.success);
  assert.equal([none.data!.stipend, none.data!.salary, none.data!.duration], [null, null, '1 week']);
});

test('each wrong part shows its message at its own field', () => {
  assert.equal(errors({ stipendAmount: '-5', stipendCurrency: 'INR' }), { stipendAmount: 'Stipend amount must be a positive number' });
  assert.equal(errors({ stipendAmount: '500' }), { stipendCurrency: 'Please choose a currency' });
  assert.equal(errors({ stipendAmount: '500', stipendCurrency: 'USD', stipendPeriod: '' }), { stipendPeriod: 'Please choose a stipend period' });
  for (const weeks of ['', '0', '53', '2.5'])
    assert.is(errors({ durationWeeks: weeks }).durationWeeks, 'Duration must be a whole number of weeks from 1 to 52', weeks);
  // The other fields' messages show at the same time, a question's with its place in the list.
  assert.equal(Object.keys(errors({ title: '', durationWeeks: '' })).sort(), ['durationWeeks', 'title']);
  const questions = parse({ questions: ['Why?', ' '] });
  assert.not.ok(questions.success);
  assert.equal(questions.error!.issues.map((i) => [i.path, i.message]), [[['questions', 1], 'A question cannot be empty']]);
});

test("the server's names of the parts map to the form's fields", () => {
  assert.equal(['stipend.amount', 'stipend.currency', 'stipend.period', 'stipend', 'salary', 'duration', 'durationWeeks', 'title'].map(formFieldOf), [
    'stipendAmount', 'stipendCurrency', 'stipendPeriod', 'stipendAmount', 'stipendAmount', 'durationWeeks', 'durationWeeks', 'title',
  ]);
});

test('an internship as stored fills the form; an old text it could not read is kept until stated as data', () => {
  const base = { title: 'T', description: 'D', requirements: '', location: 'Colombo', type: 'hybrid', skills: [], questions: [], minAge: 14, hoursPerWeek: 8, schedule: 'flexible', category: null, applicationDeadline: null, startDate: null } as unknown as Internship;
  const weekly = formValuesOf({ ...base, stipend: { amount: 1500, currency: 'LKR', period: 'week' }, salary: 'LKR 1,500 / week', durationWeeks: 13, duration: '3 months' });
  assert.equal([weekly.unpaid, weekly.stipendAmount, weekly.stipendCurrency, weekly.stipendPeriod, weekly.durationWeeks, weekly.salary], [false, '1500', 'LKR', 'week', '13', '']);
  const old = formValuesOf({ ...base, stipend: null, salary: 'Negotiable', durationWeeks: null, duration: 'Summer' });
  assert.equal([old.unpaid, old.stipendAmount, old.salary, old.durationWeeks], [false, '', 'Negotiable', '']);
  const kept = parse({ ...old, title: 'T', description: 'Described', location: 'Colombo', hoursPerWeek: '8', schedule: 'flexible', category: 'design', durationWeeks: '6' });
  assert.ok(kept.success);
  assert.equal([kept.data!.stipend, kept.data!.salary], [null, 'Negotiable']);
});

test.run();
