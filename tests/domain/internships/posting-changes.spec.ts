// What an edit of a posting really changes (issue 36): only the fields whose value differs, the facts with their old values.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { InternshipEvent } from '@domain/internships/events';
import { postingFields, realChanges } from '@domain/internships/posting-changes';

const posted: InternshipEvent = {
  type: 'InternshipPosted',
  data: {
    internshipId: 'i-1', companyId: 'c-1', title: 'Web Intern', description: 'Build pages.', requirements: 'Curiosity', location: 'Pune', duration: '8 weeks',
    salary: null, type: 'remote', skills: ['HTML/CSS'], applicationDeadline: '2026-12-01', startDate: '2026-12-15', questions: [], minAge: 14, hoursPerWeek: 10,
    schedule: 'weekends', category: 'software', stipend: null, durationWeeks: 8, postedAt: '2026-11-01T00:00:00.000Z',
  },
};
const edited: InternshipEvent = { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { title: 'Web Helper', skills: ['HTML/CSS', 'JavaScript'] }, at: '2026-11-02T00:00:00.000Z' } };

test('the fields as they stand after the posting and its edits', () => {
  const fields = postingFields([posted, edited]);
  assert.equal([fields.title, fields.skills, fields.startDate, fields.salary], ['Web Helper', ['HTML/CSS', 'JavaScript'], '2026-12-15', null]);
});

test('a whole form sent back with only the dates moved changes only the dates, with their old values', () => {
  const current = postingFields([posted, edited]);
  const form = { ...current, applicationDeadline: '2027-01-05', startDate: '2027-01-20' };
  assert.equal(realChanges(current, form), {
    changes: { applicationDeadline: '2027-01-05', startDate: '2027-01-20' },
    previous: { applicationDeadline: '2026-12-01', startDate: '2026-12-15' },
  });
});

test("the company's words are named by their new value only; nothing changed, nothing recorded", () => {
  const current = postingFields([posted]);
  assert.equal(realChanges(current, { title: 'Web Builder', salary: '₹5,000 a month' }), { changes: { title: 'Web Builder', salary: '₹5,000 a month' }, previous: { salary: null } });
  assert.equal(realChanges(current, { title: 'Web Intern', skills: ['HTML/CSS'], hoursPerWeek: 10 }), { changes: {}, previous: {} });
});

test.run();
