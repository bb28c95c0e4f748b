// Specs of the posting-deadlines read model and its query: when each open posting closes by itself (the end of its deadline's
// day at its place), closed or undated postings never; the query reads due postings from the head of the order, a page at a
// time; applied twice, the same documents.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NEVER, POSTING_DEADLINES, postingDeadlinesProjection } from '@backend/projections/internships/posting-deadlines-projection';
import { expiredPostings } from '@backend/queries/internships/expired-postings';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { InternshipPosted } from '@domain/internships/events';
import { applyLog, assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('posting-deadlines projection');
const AT = '2026-03-01T10:00:00.000Z';

const posted = (id: string, location: string, applicationDeadline: string | null): InternshipPosted => ({
  type: 'InternshipPosted',
  data: {
    internshipId: id, companyId: 'c-1', title: `Intern ${id}`, description: 'Do things', requirements: '', location,
    duration: '8 weeks', salary: null, stipend: null, durationWeeks: 8, type: 'hybrid', skills: [], applicationDeadline, startDate: null,
    questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null, postedAt: AT,
  } as InternshipPosted['data'],
});

function sampleLog() {
  const { log, add } = eventLog();
  add('internship-pune', posted('pune', 'Pune, India', '2026-03-10'));
  add('internship-dhaka', posted('dhaka', 'Dhaka', '2026-03-10'));
  add('internship-none', posted('none', 'Lahore', null));
  add('internship-closed', posted('closed', 'Colombo', '2026-03-05'));
  add('internship-closed', { type: 'InternshipClosed', data: { internshipId: 'closed', at: AT } });
  add('internship-moved', posted('moved', 'Pune', '2026-03-04'));
  add('internship-moved', { type: 'InternshipEdited', data: { internshipId: 'moved', companyId: 'c-1', changes: { applicationDeadline: '2026-03-20', location: 'Karachi' }, at: AT } });
  add('internship-gone', posted('gone', 'Pune', '2026-03-02'));
  add('internship-gone', { type: 'InternshipDeleted', data: { internshipId: 'gone', companyId: 'c-1', at: AT } });
  return log;
}

test("each open posting closes at the end of its deadline's day at its place; closed, undated and deleted ones never", async () => {
  const log = sampleLog();
  const docs = project(postingDeadlinesProjection, log);
  assert.equal(
    [...docs.values()].map((d) => [d.id, d.closesAt]),
    [
      ['pune', '2026-03-10T18:30:00.000Z'],
      ['dhaka', '2026-03-10T18:00:00.000Z'],
      ['none', NEVER],
      ['closed', NEVER],
      ['moved', '2026-03-20T19:00:00.000Z'],
    ],
  );
  await assertReplayIsIdempotent(log, [POSTING_DEADLINES]);
});

test('a closed posting reopened closes by its deadline again', () => {
  const log = sampleLog();
  const { log: more, add } = eventLog();
  for (const e of log) add(e.stream, e as never);
  add('internship-closed', { type: 'InternshipReopened', data: { internshipId: 'closed', at: AT } });
  assert.is(project(postingDeadlinesProjection, more).get('closed')!.closesAt, '2026-03-05T18:30:00.000Z');
});

test('the query reads due postings earliest first, a page at a time, and stops at the first not due', async () => {
  const store = createMemoryReadStore();
  await applyLog(store, sampleLog());
  assert.equal(await expiredPostings(store, new Date('2026-03-10T17:59:00.000Z')), { ids: [], next: null });
  assert.equal(await expiredPostings(store, new Date('2026-03-10T18:00:00.000Z')), { ids: ['dhaka'], next: null });
  const first = await expiredPostings(store, new Date('2026-03-21T00:00:00.000Z'), 2);
  assert.equal(first, { ids: ['dhaka', 'pune'], next: { closesAt: '2026-03-10T18:30:00.000Z', id: 'pune' } });
  assert.equal(await expiredPostings(store, new Date('2026-03-21T00:00:00.000Z'), 2, first.next), { ids: ['moved'], next: null });
});

test.run();
