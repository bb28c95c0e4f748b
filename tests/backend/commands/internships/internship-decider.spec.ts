// Given/when/then specs of the internship decider: only an approved company or the system seeder may post.
import { suite } from 'uvu';
import { given } from '../../../helpers/given-when-then';
import { ONLY_APPROVED_COMPANIES, internshipDecider, type PostInternship } from '../../../../backend/commands/internships/internship-decider';
import type { InternshipPosted } from '../../../../domain/events';

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
const post = (role: string, companyIsApproved: boolean): PostInternship => ({ type: 'PostInternship', data: { ...data, poster: { role, companyIsApproved } } });
const posted: InternshipPosted = { type: 'InternshipPosted', data };

test('an approved company posts; the event carries no poster bookkeeping', () => {
  given(internshipDecider, []).when(post('company', true)).then([posted]);
  given(internshipDecider, []).when(post('system', true)).then([posted]);
});

test('an unapproved company, a student or an admin may not post', () => {
  given(internshipDecider, []).when(post('company', false)).thenThrows('forbidden', ONLY_APPROVED_COMPANIES);
  given(internshipDecider, []).when(post('system', false)).thenThrows('forbidden', ONLY_APPROVED_COMPANIES);
  given(internshipDecider, []).when(post('student', true)).thenThrows('forbidden');
  given(internshipDecider, []).when(post('admin', true)).thenThrows('forbidden');
});

test('an internship is posted once', () => {
  given(internshipDecider, [posted]).when(post('company', true)).thenThrows('conflict');
});

test.run();
