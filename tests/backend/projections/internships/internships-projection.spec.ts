// Specs of the internships projection: a posted internship becomes an active document shaped like the API's Internship.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { INTERNSHIPS, NO_DEADLINE, internshipsProjection, type InternshipDoc } from '@backend/projections/internships/internships-projection';
import type { InternshipPosted } from '@domain/internships/events';
import { EXCHANGE_RATES } from '@domain/internships/exchange-rates';
import { comparableUsd } from '@domain/internships/stipend';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('internships projection');

const posted = (id: string, over: Partial<InternshipPosted['data']> = {}): InternshipPosted => ({
  type: 'InternshipPosted',
  data: {
    internshipId: id, companyId: 'c-1', title: `Intern ${id}`, description: 'Do things', requirements: 'Care', location: 'Pune, India',
    duration: '8 weeks', salary: '₹5,000 / month', type: 'hybrid', skills: ['Design'], applicationDeadline: '2025-04-01', startDate: null,
    questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null, postedAt: '2025-03-01T10:00:00.000Z',
    stipend: { amount: 5000, currency: 'INR', period: 'month' }, durationWeeks: 8, ...over,
  },
});

test('InternshipPosted → an active internship with createdAt = postedAt, exactly the API fields and the search’s own', () => {
  const { log, add } = eventLog();
  add('internship-i-1', posted('i-1'));
  const doc = project(internshipsProjection, log).get('i-1')!;
  const expected: InternshipDoc = {
    id: 'i-1', title: 'Intern i-1', description: 'Do things', requirements: 'Care', location: 'Pune, India', duration: '8 weeks',
    salary: '₹5,000 / month', type: 'hybrid', skills: ['Design'], companyId: 'c-1', isActive: true, createdAt: '2025-03-01T10:00:00.000Z',
    applicationDeadline: '2025-04-01', startDate: null, questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null,
    stipend: { amount: 5000, currency: 'INR', period: 'month' }, durationWeeks: 8, country: 'IN',
    listed: true, stipendMonthlyUsd: comparableUsd(5000 / EXCHANGE_RATES.perUsd.INR), deadlineOrder: '2025-04-01',
  };
  assert.equal(doc, expected);
});

test('the search’s fields follow the posting: country from the location, the stipend a month in dollars, listed while open and shown', () => {
  const { log, add } = eventLog();
  add('internship-i-1', posted('i-1', { location: 'Remote', stipend: { amount: 260, currency: 'USD', period: 'total' }, durationWeeks: 13, applicationDeadline: null }));
  add('internship-i-2', posted('i-2', { stipend: null }));
  add('internship-i-3', posted('i-3', { stipend: { unpaid: true } }));
  let docs = project(internshipsProjection, log);
  assert.equal([docs.get('i-1')!.country, docs.get('i-1')!.stipendMonthlyUsd, docs.get('i-1')!.deadlineOrder], [null, comparableUsd(260 / 3), NO_DEADLINE]);
  assert.is(docs.get('i-2')!.stipendMonthlyUsd, null);
  assert.is(docs.get('i-3')!.stipendMonthlyUsd, 0);
  add('internship-i-1', { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { location: 'Colombo', stipend: { amount: 30000, currency: 'LKR', period: 'week' }, applicationDeadline: '2026-01-01' }, at: 'x' } });
  add('internship-i-2', { type: 'InternshipClosed', data: { internshipId: 'i-2', at: 'x' } });
  docs = project(internshipsProjection, log);
  assert.equal([docs.get('i-1')!.country, docs.get('i-1')!.stipendMonthlyUsd, docs.get('i-1')!.deadlineOrder], ['LK', comparableUsd(((30000 * 52) / 12) / EXCHANGE_RATES.perUsd.LKR), '2026-01-01']);
  assert.equal([docs.get('i-2')!.isActive, docs.get('i-2')!.listed], [false, false]);
});

test('other events do not concern it; it declares the indexes its queries filter on', () => {
  const { add } = eventLog();
  const other = add('favorites-s', { type: 'FavoriteAdded', data: { studentId: 's', internshipId: 'i-1', at: 'x' } });
  assert.not.ok((internshipsProjection.handles as readonly string[]).includes(other.type));
  assert.equal(internshipsProjection.indexes, [
    'isActive',
    'listed',
    'companyId',
    'skills',
    'type',
    'category',
    'schedule',
    'country',
    'durationWeeks',
    'hoursPerWeek',
    { text: 'title' },
    { text: 'description' },
    { text: 'location' },
    { sorted: { createdAt: -1, id: 1 } },
    { sorted: { stipendMonthlyUsd: -1, id: 1 } },
    { sorted: { deadlineOrder: 1, id: 1 } },
    { compound: ['durationWeeks', 'stipendMonthlyUsd'] },
  ]);
});

test('applying the same events twice changes nothing', async () => {
  const { log, add } = eventLog();
  add('internship-i-1', posted('i-1'));
  add('internship-i-2', posted('i-2', { type: 'remote' }));
  const once = await assertReplayIsIdempotent(log, [INTERNSHIPS]);
  assert.is(once[INTERNSHIPS].length, 2);
});

test.run();
