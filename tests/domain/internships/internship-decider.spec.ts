// Given/when/then specs of the internship decider: only an approved company's internship may be posted (roles are the route's rule).
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import { ONLY_APPROVED_COMPANIES, internshipDecider } from '@domain/internships/decider';
import type { PostInternship } from '@domain/internships/commands';
import type { InternshipPosted } from '@domain/internships/events';

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

test.run();
