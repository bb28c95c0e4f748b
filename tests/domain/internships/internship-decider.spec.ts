// Given/when/then specs of the internship decider: only an approved company's internship may be posted (roles are the route's rule).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { INTERNSHIP_NOT_FOUND, NOT_YOUR_INTERNSHIP, ONLY_APPROVED_COMPANIES, evolveInternship, initialInternshipState, internshipDecider } from '@domain/internships/decider';
import type { EditInternship, InternshipEditor, PostInternship } from '@domain/internships/commands';
import type { InternshipChanges, InternshipEvent, InternshipPosted } from '@domain/internships/events';
import { ASKS_FOR_MONEY } from '@domain/internships/fee-check';
import { TOO_MANY_HOURS_FOR_MINORS } from '@domain/internships/audience-rules';

const test = suite('internship decider');

const data: InternshipPosted['data'] = {
  internshipId: 'i-1',
  companyId: 'c-1',
  title: 'Web Intern',
  description: 'Build pages',
  requirements: '',
  location: 'Pune, India',
  duration: '8 weeks',
  salary: null,
  type: 'remote',
  skills: ['HTML/CSS'],
  applicationDeadline: null,
  startDate: null,
  questions: [],
  minAge: 14,
  hoursPerWeek: null,
  schedule: 'flexible',
  category: null,
  stipend: null,
  durationWeeks: 8,
  postedAt: '2025-03-01T10:00:00.000Z',
};
const post = (isApprovedCompany: boolean): PostInternship => ({ type: 'PostInternship', data: { ...data, company: { isApprovedCompany } } });
const posted: InternshipPosted = { type: 'InternshipPosted', data };

test('an approved company posts; the event carries no approval bookkeeping', () => {
  given(internshipDecider, []).when(post(true)).then([posted]);
});

test('the internship of a company that is not approved (or not a company) is refused', () => {
  given(internshipDecider, []).when(post(false)).thenThrows('forbidden', ONLY_APPROVED_COMPANIES);
});

test('an internship is posted once', () => {
  given(internshipDecider, [posted]).when(post(true)).thenThrows('conflict');
});

const AT = '2025-03-02T10:00:00.000Z';
const owner: InternshipEditor = { id: 'c-1', as: 'company' };
const edit = (changes: InternshipChanges, isActive?: boolean, by: InternshipEditor = owner): EditInternship => ({
  type: 'EditInternship',
  data: { internshipId: 'i-1', changes, isActive, by, at: AT },
});
const closed: InternshipEvent = { type: 'InternshipClosed', data: { internshipId: 'i-1', at: AT } };
const deleted: InternshipEvent = { type: 'InternshipDeleted', data: { internshipId: 'i-1', companyId: 'c-1', at: AT } };

test('the owner edits fields (the edit names the posting\'s company, whose key seals it); an empty edit changes nothing', () => {
  given(internshipDecider, [posted]).when(edit({ title: 'Web Intern II' })).then([{ type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { title: 'Web Intern II' }, at: AT } }]);
  given(internshipDecider, [posted]).when(edit({})).then([]);
});

test('closing and reopening happen once each: closing a closed one (or opening an open one) changes nothing', () => {
  given(internshipDecider, [posted]).when(edit({}, false)).then([closed]);
  given(internshipDecider, [posted, closed]).when(edit({}, false)).then([]);
  given(internshipDecider, [posted, closed]).when(edit({}, true)).then([{ type: 'InternshipReopened', data: { internshipId: 'i-1', at: AT } }]);
  given(internshipDecider, [posted]).when(edit({}, true)).then([]);
});

test('the posting\'s questions travel with it, and an edit of them replaces them in the state applicants answer', () => {
  const asked: InternshipPosted = { type: 'InternshipPosted', data: { ...data, questions: ['Why us?', 'What did you build?'] } };
  given(internshipDecider, []).when({ type: 'PostInternship', data: { ...asked.data, company: { isApprovedCompany: true } } }).then([asked]);
  given(internshipDecider, [asked]).when(edit({ questions: ['Only this?'] })).then([{ type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { questions: ['Only this?'] }, at: AT } }]);
  const state = [asked, { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { questions: ['Only this?'] }, at: AT } } as InternshipEvent].reduce(evolveInternship, initialInternshipState());
  assert.equal(state.questions, ['Only this?']);
  const titled = [asked, { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { title: 'New' }, at: AT } } as InternshipEvent].reduce(evolveInternship, initialInternshipState());
  assert.equal(titled.questions, ['Why us?', 'What did you build?'], 'other edits keep them');
});

test("another company may not touch it; a backend admin may", () => {
  given(internshipDecider, [posted]).when(edit({ title: 'Mine now' }, undefined, { id: 'c-2', as: 'company' })).thenThrows('forbidden', NOT_YOUR_INTERNSHIP);
  given(internshipDecider, [posted]).when(edit({}, false, { id: 'admin-1', as: 'admin' })).then([closed]);
});

test('no posting asks students for money: refused on posting and on editing the text, naming the field', () => {
  const asking = { ...data, description: 'A registration fee of ₹500 is payable before joining.' };
  given(internshipDecider, []).when({ type: 'PostInternship', data: { ...asking, company: { isApprovedCompany: true } } }).thenThrows('invalid', ASKS_FOR_MONEY);
  given(internshipDecider, [posted]).when(edit({ requirements: 'Pay ₹500 to confirm your seat.' })).thenThrows('invalid', ASKS_FOR_MONEY);
  const stipend = { ...data, salary: '₹5000 / month', description: 'We pay ₹3000 a month. No registration fee.' };
  given(internshipDecider, []).when({ type: 'PostInternship', data: { ...stipend, company: { isApprovedCompany: true } } }).then([{ type: 'InternshipPosted', data: stipend }]);
});

test('under-18s never in hazardous work, nor more than 20 hours a week outside the holidays; the whole audience is checked on an edit', () => {
  const postWith = (over: Partial<InternshipPosted['data']>): PostInternship => ({ type: 'PostInternship', data: { ...data, ...over, company: { isApprovedCompany: true } } });
  given(internshipDecider, []).when(postWith({ category: 'construction-site', minAge: 16 })).thenThrows('invalid', 'hazardous');
  given(internshipDecider, []).when(postWith({ hoursPerWeek: 25, schedule: 'weekends', minAge: 17 })).thenThrows('invalid', TOO_MANY_HOURS_FOR_MINORS);
  given(internshipDecider, []).when(postWith({ category: 'construction-site', minAge: 18, hoursPerWeek: 40, schedule: 'after-school' })).then([
    { type: 'InternshipPosted', data: { ...data, category: 'construction-site', minAge: 18, hoursPerWeek: 40, schedule: 'after-school' } },
  ]);
  given(internshipDecider, []).when(postWith({ hoursPerWeek: 35, schedule: 'holidays' })).then([{ type: 'InternshipPosted', data: { ...data, hoursPerWeek: 35, schedule: 'holidays' } }]);
  // An adults-only hazardous posting cannot be opened to 16-year-olds later, nor a holidays one moved to weekends.
  const adults: InternshipPosted = { type: 'InternshipPosted', data: { ...data, category: 'mining', minAge: 18 } };
  given(internshipDecider, [adults]).when(edit({ minAge: 16 })).thenThrows('invalid', 'hazardous');
  const holidays: InternshipPosted = { type: 'InternshipPosted', data: { ...data, hoursPerWeek: 30, schedule: 'holidays' } };
  given(internshipDecider, [holidays]).when(edit({ schedule: 'weekends' })).thenThrows('invalid', TOO_MANY_HOURS_FOR_MINORS);
  given(internshipDecider, [holidays]).when(edit({ schedule: 'weekends', hoursPerWeek: 12 })).then([
    { type: 'InternshipEdited', data: { internshipId: 'i-1', companyId: 'c-1', changes: { schedule: 'weekends', hoursPerWeek: 12 }, at: AT } },
  ]);
});

test('a deleted internship is gone: no edit, no second delete; a missing one is not found', () => {
  const del = { type: 'DeleteInternship' as const, data: { internshipId: 'i-1', at: AT } };
  given(internshipDecider, [posted]).when(del).then([deleted]);
  given(internshipDecider, [posted, deleted]).when(del).thenThrows('not_found', INTERNSHIP_NOT_FOUND);
  given(internshipDecider, [posted, deleted]).when(edit({ title: 'x' })).thenThrows('not_found');
  given(internshipDecider, []).when(edit({ title: 'x' })).thenThrows('not_found');
});

test.run();
