// Given/when/then specs of a posting's dates (DESIGN.md §4.6): no deadline in the past and no start before the deadline
// (at the place's day), old postings still editable, no reopening past the deadline, and the clock's closing of a posting.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { internshipDecider } from '@domain/internships/decider';
import type { CloseExpiredInternship, EditInternship, PostInternship } from '@domain/internships/commands';
import type { InternshipChanges, InternshipEvent, InternshipPosted } from '@domain/internships/events';
import { DEADLINE_IN_THE_PAST, REOPEN_AFTER_DEADLINE, START_BEFORE_DEADLINE, deadlineEnds, startProblems } from '@domain/internships/deadlines';
import { postingFormSchema } from '@domain/internships/schemas';
import { DomainError } from '@domain/shared/errors';

const test = suite('internship deadlines');

const POSTED_AT = '2026-03-01T10:00:00.000Z';
const data = {
  internshipId: 'i-1',
  companyId: 'c-1',
  title: 'Web Intern',
  description: 'Build pages',
  requirements: '',
  location: 'Karachi, Pakistan',
  duration: '8 weeks',
  salary: null,
  stipend: null,
  durationWeeks: 8,
  type: 'remote',
  skills: [],
  applicationDeadline: '2026-03-10',
  startDate: '2026-03-20',
  questions: [],
  minAge: 14,
  hoursPerWeek: null,
  schedule: 'flexible',
  category: null,
  postedAt: POSTED_AT,
} as InternshipPosted['data'];
const post = (over: Partial<InternshipPosted['data']> = {}): PostInternship => ({ type: 'PostInternship', data: { ...data, ...over, company: { isApprovedCompany: true } } });
const posted = (over: Partial<InternshipPosted['data']> = {}): InternshipPosted => ({ type: 'InternshipPosted', data: { ...data, ...over } });
const edit = (at: string, changes: InternshipChanges, isActive?: boolean): EditInternship => ({
  type: 'EditInternship',
  data: { internshipId: 'i-1', changes, isActive, by: { id: 'c-1', as: 'company' }, at },
});
const closeAt = (at: string): CloseExpiredInternship => ({ type: 'CloseExpiredInternship', data: { internshipId: 'i-1', at } });
const closedByCompany: InternshipEvent = { type: 'InternshipClosed', data: { internshipId: 'i-1', at: '2026-03-05T00:00:00.000Z' } };

/** The field errors of a refused command. */
function fieldErrors(events: InternshipEvent[], command: PostInternship | EditInternship): Record<string, string> | undefined {
  const state = events.reduce(internshipDecider.evolve, internshipDecider.initialState());
  try {
    internshipDecider.decide(command, state);
  } catch (error) {
    return (error as DomainError).errors;
  }
  return undefined;
}

test('a deadline in the past is refused at its field; today (at the place) is fine', () => {
  given(internshipDecider, []).when(post({ applicationDeadline: '2026-02-28', startDate: null })).thenThrows('invalid', DEADLINE_IN_THE_PAST);
  assert.equal(fieldErrors([], post({ applicationDeadline: '2026-02-28', startDate: null })), { applicationDeadline: DEADLINE_IN_THE_PAST });
  given(internshipDecider, []).when(post({ applicationDeadline: '2026-03-01', startDate: null })).then([posted({ applicationDeadline: '2026-03-01', startDate: null })]);
  given(internshipDecider, []).when(post({ applicationDeadline: null, startDate: '2026-01-01' })).then([posted({ applicationDeadline: null, startDate: '2026-01-01' })]);
});

test("today is the place's day: 19:00 UTC is already tomorrow in Karachi and Dhaka, not yet in… Karachi at 18:59", () => {
  const late = { applicationDeadline: '2026-03-01', startDate: null, postedAt: '2026-03-01T19:00:00.000Z' };
  given(internshipDecider, []).when(post({ ...late, location: 'Karachi' })).thenThrows('invalid', DEADLINE_IN_THE_PAST);
  given(internshipDecider, []).when(post({ ...late, location: 'Dhaka' })).thenThrows('invalid', DEADLINE_IN_THE_PAST);
  const earlier = { ...late, postedAt: '2026-03-01T18:59:00.000Z' };
  given(internshipDecider, []).when(post({ ...earlier, location: 'Karachi' })).then([posted({ ...earlier, location: 'Karachi' })]);
  // A place in none of the four countries is read in India's time: 18:30 UTC is midnight there.
  given(internshipDecider, []).when(post({ ...earlier, location: 'Remote' })).thenThrows('invalid', DEADLINE_IN_THE_PAST);
});

test('a start before the deadline is refused at the start date; on the deadline day is fine', () => {
  given(internshipDecider, []).when(post({ startDate: '2026-03-09' })).thenThrows('invalid', START_BEFORE_DEADLINE);
  assert.equal(fieldErrors([], post({ startDate: '2026-03-09' })), { startDate: START_BEFORE_DEADLINE });
  given(internshipDecider, []).when(post({ startDate: '2026-03-10' })).then([posted({ startDate: '2026-03-10' })]);
});

const LATER = '2026-04-01T08:00:00.000Z';

test("an old posting whose deadline passed can still be edited, as long as the edit doesn't set a past deadline", () => {
  const old = [posted()];
  given(internshipDecider, old).when(edit(LATER, { description: 'Build better pages' })).then([
    { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { description: 'Build better pages' }, at: LATER } },
  ]);
  given(internshipDecider, old).when(edit(LATER, { startDate: '2026-05-01' })).then([
    { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { startDate: '2026-05-01' }, at: LATER } },
  ]);
  given(internshipDecider, old).when(edit(LATER, { applicationDeadline: '2026-03-31' })).thenThrows('invalid', DEADLINE_IN_THE_PAST);
  given(internshipDecider, old).when(edit(POSTED_AT, { startDate: '2026-03-05' })).thenThrows('invalid', START_BEFORE_DEADLINE);
  given(internshipDecider, old).when(edit(POSTED_AT, { applicationDeadline: '2026-03-25' })).thenThrows('invalid', START_BEFORE_DEADLINE);
  given(internshipDecider, old).when(edit(POSTED_AT, { applicationDeadline: '2026-03-25', startDate: '2026-04-01' })).then([
    { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { applicationDeadline: '2026-03-25', startDate: '2026-04-01' }, at: POSTED_AT } },
  ]);
});

test('a closed posting whose deadline passed is reopened only with a new deadline (or none)', () => {
  const closed = [posted(), closedByCompany];
  given(internshipDecider, closed).when(edit(LATER, {}, true)).thenThrows('invalid', REOPEN_AFTER_DEADLINE);
  assert.equal(fieldErrors(closed, edit(LATER, {}, true)), { applicationDeadline: REOPEN_AFTER_DEADLINE });
  given(internshipDecider, closed).when(edit(LATER, { applicationDeadline: '2026-04-20', startDate: '2026-05-01' }, true)).then([
    { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { applicationDeadline: '2026-04-20', startDate: '2026-05-01' }, at: LATER } },
    { type: 'InternshipReopened', data: { internshipId: 'i-1', at: LATER } },
  ]);
  given(internshipDecider, closed).when(edit(LATER, { applicationDeadline: null }, true)).then([
    { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { applicationDeadline: null }, at: LATER } },
    { type: 'InternshipReopened', data: { internshipId: 'i-1', at: LATER } },
  ]);
  // Before the deadline it reopens as before.
  given(internshipDecider, closed).when(edit('2026-03-06T00:00:00.000Z', {}, true)).then([{ type: 'InternshipReopened', data: { internshipId: 'i-1', at: '2026-03-06T00:00:00.000Z' } }]);
});

test('the clock closes a posting once its deadline day has ended at its place, with the reason; never twice', () => {
  // Karachi: 10 March ends at 19:00 UTC.
  given(internshipDecider, [posted()]).when(closeAt('2026-03-10T18:59:59.000Z')).then([]);
  const byDeadline: InternshipEvent = { type: 'InternshipClosed', data: { internshipId: 'i-1', at: '2026-03-10T19:00:00.000Z', reason: 'deadline' } };
  given(internshipDecider, [posted()]).when(closeAt('2026-03-10T19:00:00.000Z')).then([byDeadline]);
  given(internshipDecider, [posted(), byDeadline]).when(closeAt(LATER)).then([]);
  given(internshipDecider, [posted(), closedByCompany]).when(closeAt(LATER)).then([]);
  given(internshipDecider, [posted(), { type: 'InternshipDeleted', data: { internshipId: 'i-1', companyId: 'c-1', at: LATER } }]).when(closeAt(LATER)).then([]);
  given(internshipDecider, [posted({ applicationDeadline: null })]).when(closeAt(LATER)).then([]);
  given(internshipDecider, []).when(closeAt(LATER)).then([]);
  // A deadline moved later meanwhile, or a place moved west: the posting stays open.
  const moved: InternshipEvent = { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { applicationDeadline: '2026-03-15' }, at: POSTED_AT } };
  given(internshipDecider, [posted(), moved]).when(closeAt('2026-03-11T00:00:00.000Z')).then([]);
});

test("the end of a deadline's day at the place", () => {
  assert.is(deadlineEnds('2026-03-10', 'Asia/Kolkata'), '2026-03-10T18:30:00.000Z');
  assert.is(deadlineEnds('2026-03-10', 'Asia/Dhaka'), '2026-03-10T18:00:00.000Z');
  assert.is(deadlineEnds('2026-03-10', 'Asia/Colombo'), '2026-03-10T18:30:00.000Z');
  assert.is(deadlineEnds(null, 'Asia/Kolkata'), null);
});

test('the form shows a start before the deadline at its field before sending', () => {
  assert.equal(startProblems({ applicationDeadline: '2026-03-10', startDate: '2026-03-09' }), { startDate: START_BEFORE_DEADLINE });
  assert.equal(startProblems({ applicationDeadline: '2026-03-10', startDate: null }), {});
  const form = { title: 'T', description: 'D', location: 'Pune', duration: '8 weeks', type: 'remote', hoursPerWeek: '10', schedule: 'weekends', category: 'design', applicationDeadline: '2030-03-10', startDate: '2030-03-01' };
  const parsed = postingFormSchema.safeParse(form);
  assert.ok(!parsed.success);
  assert.ok(parsed.error.issues.some((i) => i.path[0] === 'startDate' && i.message === START_BEFORE_DEADLINE), JSON.stringify(parsed.error.issues));
});

test.run();
