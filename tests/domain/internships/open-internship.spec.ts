// Specs of an open internship (domain/internships/decider.ts): students apply to and save an internship that is posted and
// neither closed nor deleted; the application and favorites deciders take that fact from the command.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { internshipDecider, isOpenInternship } from '@domain/internships/decider';
import type { InternshipEvent, InternshipPosted } from '@domain/internships/events';

const test = suite('open internship');

const AT = '2025-03-01T10:00:00.000Z';
const posted: InternshipPosted = {
  type: 'InternshipPosted',
  data: {
    internshipId: 'i-1', companyId: 'c-1', title: 'Web Intern', description: 'Build pages', requirements: '', location: 'Pune, India', duration: '8 weeks',
    salary: null, type: 'remote', skills: [], applicationDeadline: null, startDate: null, questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null, stipend: null, durationWeeks: 8, postedAt: AT,
  },
};
const closed: InternshipEvent = { type: 'InternshipClosed', data: { internshipId: 'i-1', at: AT } };
const reopened: InternshipEvent = { type: 'InternshipReopened', data: { internshipId: 'i-1', at: AT } };
const deleted: InternshipEvent = { type: 'InternshipDeleted', data: { internshipId: 'i-1', companyId: 'c-1', at: AT } };
const openAfter = (events: InternshipEvent[]) => isOpenInternship(events.reduce(internshipDecider.evolve, internshipDecider.initialState()));

test('posted and not closed: open; never posted, closed or deleted: not open', () => {
  assert.is(openAfter([posted]), true);
  assert.is(openAfter([posted, closed, reopened]), true);
  assert.is(openAfter([]), false);
  assert.is(openAfter([posted, closed]), false);
  assert.is(openAfter([posted, deleted]), false);
});

test.run();
