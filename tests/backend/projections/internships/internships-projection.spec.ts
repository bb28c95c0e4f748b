// Specs of the internships projection: a posted internship becomes an active document shaped like the API's Internship.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { INTERNSHIPS, internshipsProjection } from '@backend/projections/internships/internships-projection';
import type { InternshipPosted } from '@domain/internships/events';
import type { Internship } from '@domain/internships/types';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('internships projection');

const posted = (id: string, over: Partial<InternshipPosted['data']> = {}): InternshipPosted => ({
  type: 'InternshipPosted',
  data: {
    internshipId: id, companyId: 'c-1', title: `Intern ${id}`, description: 'Do things', requirements: 'Care', location: 'Pune, India',
    duration: '8 weeks', salary: '₹5,000 / month', type: 'hybrid', skills: ['Design'], applicationDeadline: '2025-04-01', startDate: null,
    questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null, postedAt: '2025-03-01T10:00:00.000Z', ...over,
  },
});

test('InternshipPosted → an active internship with createdAt = postedAt and exactly the API fields', () => {
  const { log, add } = eventLog();
  add('internship-i-1', posted('i-1'));
  const doc = project(internshipsProjection, log).get('i-1')!;
  const expected: Internship = {
    id: 'i-1', title: 'Intern i-1', description: 'Do things', requirements: 'Care', location: 'Pune, India', duration: '8 weeks',
    salary: '₹5,000 / month', type: 'hybrid', skills: ['Design'], companyId: 'c-1', isActive: true, createdAt: '2025-03-01T10:00:00.000Z',
    applicationDeadline: '2025-04-01', startDate: null, questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null,
  };
  assert.equal(doc, expected);
});

test('other events do not concern it; it declares the indexes its queries filter on', () => {
  const { add } = eventLog();
  const other = add('favorites-s', { type: 'FavoriteAdded', data: { studentId: 's', internshipId: 'i-1', at: 'x' } });
  assert.not.ok((internshipsProjection.handles as readonly string[]).includes(other.type));
  assert.equal(internshipsProjection.indexes, [
    'isActive',
    'companyId',
    'skills',
    'type',
    { text: 'title' },
    { text: 'description' },
    { text: 'location' },
    { sorted: { createdAt: -1, id: 1 } },
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
