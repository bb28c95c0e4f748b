// Spec of a posting's terms as data and text (posting-terms.ts), the old events' upcasting and the search's parameters
// (DESIGN.md §4.6).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DURATION_REQUIRED, editedTerms, postingTerms } from '@domain/internships/posting-terms';
import { internshipFiltersSchema, postInternshipSchema, editInternshipSchema } from '@domain/internships/schemas';
import { upcastEvent, EVENT_SCHEMA_VERSIONS } from '@domain/events';
import type { RecordedEvent } from '@backend/events/event-store';

test('a new posting: the texts made from the data when only the data is given', () => {
  assert.equal(postingTerms({ stipend: { amount: 6000, currency: 'INR', period: 'month' }, durationWeeks: 8 }), {
    salary: '₹6,000 / month', duration: '8 weeks', stipend: { amount: 6000, currency: 'INR', period: 'month' }, durationWeeks: 8,
  });
  assert.equal(postingTerms({ stipend: { unpaid: true }, duration: 'Summer', durationWeeks: 6 }), { salary: 'Unpaid', duration: 'Summer', stipend: { unpaid: true }, durationWeeks: 6 });
});

test('a new posting: the data read from the texts when only the texts are given (the rupee by its location)', () => {
  assert.equal(postingTerms({ salary: 'Rs 20,000 / month', duration: '3 months', location: 'Lahore' }), {
    salary: 'Rs 20,000 / month', duration: '3 months', stipend: { amount: 20000, currency: 'PKR', period: 'month' }, durationWeeks: 13,
  });
  assert.equal(postingTerms({ salary: null, duration: 'Summer' }), { salary: null, duration: 'Summer', stipend: null, durationWeeks: null });
  // Both given: both kept as given.
  assert.equal(postingTerms({ salary: '₹6,000 a month + lunch', stipend: { amount: 6000, currency: 'INR', period: 'month' }, duration: '8 weeks', durationWeeks: 8 }).salary, '₹6,000 a month + lunch');
});

test('a new posting states a duration, as text or weeks', () => {
  try {
    postingTerms({ salary: null });
    assert.unreachable();
  } catch (error) {
    assert.is((error as Error).message, DURATION_REQUIRED);
    assert.equal((error as { errors?: unknown }).errors, { duration: DURATION_REQUIRED });
  }
});

test('an edit: changed data changes its text, a changed text its data; the rest passes as it is', () => {
  assert.equal(editedTerms({ stipend: { amount: 300, currency: 'USD', period: 'total' } }, 'Colombo'), { stipend: { amount: 300, currency: 'USD', period: 'total' }, salary: '$300 total' });
  assert.equal(editedTerms({ stipend: null }, 'Colombo'), { stipend: null, salary: null });
  assert.equal(editedTerms({ salary: '₨40,000 / month' }, 'Colombo, Sri Lanka'), { salary: '₨40,000 / month', stipend: { amount: 40000, currency: 'LKR', period: 'month' } });
  assert.equal(editedTerms({ durationWeeks: 1 }, 'Delhi'), { durationWeeks: 1, duration: '1 week' });
  assert.equal(editedTerms({ duration: '2 months' }, 'Delhi'), { duration: '2 months', durationWeeks: 9 });
  assert.equal(editedTerms({ title: 'New' }, 'Delhi'), { title: 'New' });
});

const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => r.error?.issues[0];

test('POST and PATCH take the stipend and weeks, each wrong part with its message', () => {
  const base = { title: 'T', description: 'D', location: 'Delhi', type: 'remote' };
  const ok = postInternshipSchema.parse({ ...base, stipend: { amount: '6000', currency: 'INR', period: 'month' }, durationWeeks: '8' });
  assert.equal([ok.stipend, ok.durationWeeks, ok.duration], [{ amount: 6000, currency: 'INR', period: 'month' }, 8, undefined]);
  assert.equal(postInternshipSchema.parse({ ...base, duration: '8 weeks', stipend: { unpaid: true } }).stipend, { unpaid: true });
  const cases: Array<[unknown, string, string]> = [
    [{ stipend: { amount: -5, currency: 'INR', period: 'month' } }, 'stipend.amount', 'Stipend amount must be a positive number'],
    [{ stipend: { amount: 'lots', currency: 'INR', period: 'month' } }, 'stipend.amount', 'Stipend amount must be a positive number'],
    [{ stipend: { amount: 5, currency: 'EUR', period: 'month' } }, 'stipend.currency', 'Please choose a currency'],
    [{ stipend: { amount: 5, currency: 'INR', period: 'year' } }, 'stipend.period', 'Please choose a stipend period'],
    [{ durationWeeks: 53 }, 'durationWeeks', 'Duration must be a whole number of weeks from 1 to 52'],
    [{ durationWeeks: 2.5 }, 'durationWeeks', 'Duration must be a whole number of weeks from 1 to 52'],
  ];
  for (const [body, path, message] of cases) {
    const issue = messageOf(postInternshipSchema.safeParse({ ...base, duration: '8 weeks', ...(body as object) }));
    assert.equal([issue?.path.join('.'), issue?.message], [path, message], JSON.stringify(body));
    const patched = messageOf(editInternshipSchema.safeParse(body));
    assert.is(patched?.message, message);
  }
  assert.equal(editInternshipSchema.parse({ stipend: null, durationWeeks: '' }), { stipend: null, durationWeeks: null });
});

test('the search parameters: defaults, types, and a message naming each bad one', () => {
  const none = internshipFiltersSchema.parse({});
  assert.equal([none.minStipend, none.currency, none.paid, none.minWeeks, none.maxWeeks, none.maxHours, none.schedule, none.country, none.sort], [null, 'INR', false, null, null, null, null, null, 'newest']);
  const all = internshipFiltersSchema.parse({ minStipend: '5000.5', currency: 'bdt', paid: 'true', minWeeks: '4', maxWeeks: '12', maxHours: '10', schedule: 'weekends', country: 'pk', sort: 'deadline' });
  assert.equal([all.minStipend, all.currency, all.paid, all.minWeeks, all.maxWeeks, all.maxHours, all.schedule, all.country, all.sort], [5000.5, 'BDT', true, 4, 12, 10, 'weekends', 'PK', 'deadline']);
  // A saved search's JSON: numbers and booleans as such.
  assert.equal(internshipFiltersSchema.parse({ minStipend: 3000, paid: true, maxWeeks: 8 }).maxWeeks, 8);
  const bad: Array<[string, string, RegExp]> = [
    ['minStipend', '-1', /minStipend/], ['minStipend', 'abc', /minStipend/], ['currency', 'EUR', /currency/], ['paid', 'yes', /paid/],
    ['minWeeks', '0', /minWeeks/], ['maxWeeks', '53', /maxWeeks/], ['maxWeeks', '2.5', /maxWeeks/], ['maxHours', '41', /maxHours/],
    ['schedule', 'nights', /schedule/], ['country', 'NP', /country/], ['sort', 'oldest', /sort/],
  ];
  for (const [name, value, message] of bad) {
    const issue = messageOf(internshipFiltersSchema.safeParse({ [name]: value }));
    assert.ok(issue && message.test(issue.message), `${name}=${value}: ${issue?.message}`);
    assert.equal(issue?.path, [name]);
  }
});

const recorded = (type: string, data: unknown, schemaVersion: number): RecordedEvent => ({
  id: 'e', type, data, stream: 's', revision: 0, position: '1',
  metadata: { actorId: 'c', actorRole: 'company', correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z', schemaVersion },
});

test('old postings and edits are upcast with their data read from their texts', () => {
  assert.is(EVENT_SCHEMA_VERSIONS.InternshipPosted, 4);
  assert.is(EVENT_SCHEMA_VERSIONS.InternshipEdited, 3);
  const posted = upcastEvent(recorded('InternshipPosted', { location: 'Karachi, Pakistan', salary: '₨15,000 / month stipend', duration: '8 weeks' }, 1));
  assert.equal([(posted.data as { stipend: unknown }).stipend, (posted.data as { durationWeeks: unknown }).durationWeeks], [{ amount: 15000, currency: 'PKR', period: 'month' }, 8]);
  const summer = upcastEvent(recorded('InternshipPosted', { location: 'Lahore', salary: null, duration: 'Summer', questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null }, 3));
  assert.equal([(summer.data as { stipend: unknown }).stipend, (summer.data as { durationWeeks: unknown }).durationWeeks], [null, null]);
  const edited = upcastEvent(recorded('InternshipEdited', { internshipId: 'i', companyId: 'c', changes: { salary: '$300 stipend', title: 'x' }, at: 'now' }, 2));
  assert.equal((edited.data as { changes: unknown }).changes, { salary: '$300 stipend', title: 'x', stipend: { amount: 300, currency: 'USD', period: 'total' } });
  const untouched = upcastEvent(recorded('InternshipEdited', { internshipId: 'i', companyId: 'c', changes: { title: 'x' }, at: 'now' }, 2));
  assert.equal((untouched.data as { changes: unknown }).changes, { title: 'x' });
});

test.run();
