// Given/when/then specs of the application decider: one application per student and internship (again after withdrawing), the
// posting's questions answered, status changes with notes through the machine, withdrawing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import {
  ALREADY_APPLIED,
  NO_LONGER_WITHDRAWABLE,
  APPLICATION_NOT_FOUND,
  INTERNSHIP_TO_APPLY_NOT_FOUND,
  NOT_YOUR_APPLICANT,
  applicationDecider,
  applicationStream,
} from '@domain/applications/decider';
import type { SetApplicationStatus, SubmitApplication, WithdrawApplication } from '@domain/applications/commands';
import { ANSWER_EVERY_QUESTION } from '@domain/applications/schemas';
import type { ApplicationStatus } from '@domain/applications/types';
import type { ApplicationStatusChanged, ApplicationSubmitted, ApplicationWithdrawn } from '@domain/applications/events';
import type { StatusChanger } from '@domain/applications/application-machine';
import { applicationIdFor } from '@backend/commands/applications/application-id';

const test = suite('application decider');

const ID = applicationIdFor('student-1', 'internship-1');
const AT = '2025-03-01T10:00:00.000Z';
const PROFILE = { skills: ['Python'], projects: [], achievements: ['Olympiad'], schoolName: 'DPS', grade: '11' };
const submitData = { applicationId: ID, studentId: 'student-1', internshipId: 'internship-1', coverLetter: 'Hello', resume: 'CV', availability: null, profile: PROFILE, appliedAt: AT };
const internship = { isActive: true, companyId: 'company-1', questions: [] as string[] };
const submit: SubmitApplication = { type: 'SubmitApplication', data: { ...submitData, answers: [], internship } };
const submitted: ApplicationSubmitted = { type: 'ApplicationSubmitted', data: { ...submitData, answers: [], companyId: 'company-1', status: 'pending' } };
const QUESTIONS = ['Why this internship?', 'What have you built?', 'When can you start?'];
const withQuestions = (answers: string[]): SubmitApplication => ({ type: 'SubmitApplication', data: { ...submitData, answers, internship: { ...internship, questions: QUESTIONS } } });
const withdraw = (studentId = 'student-1'): WithdrawApplication => ({ type: 'WithdrawApplication', data: { applicationId: ID, studentId, at: AT } });
const withdrawnFrom = (from: ApplicationStatus): ApplicationWithdrawn => ({
  type: 'ApplicationWithdrawn',
  data: { applicationId: ID, studentId: 'student-1', internshipId: 'internship-1', from, at: AT },
});
const ACTOR: Record<StatusChanger, string> = { admin: 'admin-1', company: 'company-1' };
const setStatus = (to: ApplicationStatus, by: StatusChanger = 'admin', byId = ACTOR[by], note: string | null = null): SetApplicationStatus => ({
  type: 'SetApplicationStatus',
  data: { applicationId: ID, to, by: { id: byId, as: by }, internshipCompanyId: 'company-1', note, at: AT },
});
const changed = (from: ApplicationStatus, to: ApplicationStatus, byRole: StatusChanger = 'admin', note: string | null = null): ApplicationStatusChanged => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: ID, studentId: 'student-1', from, to, actorId: ACTOR[byRole], byRole, note, at: AT },
});

test('a student younger than the posting\'s minimum age cannot apply; an unknown age counts as 14 (DESIGN.md §4.2)', () => {
  const aged = (minAge: number, studentAge: number | null): SubmitApplication => ({ type: 'SubmitApplication', data: { ...submitData, answers: [], internship: { ...internship, minAge }, studentAge } });
  given(applicationDecider, []).when(aged(16, 15)).thenThrows('forbidden', 'This internship is open to students aged 16 and above.');
  given(applicationDecider, []).when(aged(15, null)).thenThrows('forbidden', 'This internship is open to students aged 15 and above.');
  given(applicationDecider, []).when(aged(14, 13)).thenThrows('forbidden', 'This internship is open to students aged 14 and above.');
  given(applicationDecider, []).when(aged(16, 16)).then([submitted]);
  given(applicationDecider, []).when(aged(14, null)).then([submitted]);
});

test('the id is derived from student and internship: UUID-shaped, stable, distinct per pair', () => {
  assert.match(ID, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.is(applicationIdFor('student-1', 'internship-1'), ID);
  assert.is.not(applicationIdFor('student-1', 'internship-2'), ID);
  assert.is.not(applicationIdFor('student-2', 'internship-1'), ID);
  // No ambiguity from concatenation.
  assert.is.not(applicationIdFor('ab', 'c'), applicationIdFor('a', 'bc'));
  assert.is(applicationStream(ID), `application-${ID}`);
});

test('a new application is submitted as pending, with the internship\'s company', () => {
  given(applicationDecider, []).when(submit).then([submitted]);
});

test('applying to a missing or closed internship is not found', () => {
  given(applicationDecider, []).when({ ...submit, data: { ...submit.data, internship: { isActive: false, companyId: 'company-1', questions: [] } } }).thenThrows('not_found', INTERNSHIP_TO_APPLY_NOT_FOUND);
  given(applicationDecider, []).when({ ...submit, data: { ...submit.data, internship: { isActive: false, companyId: null, questions: [] } } }).thenThrows('not_found');
});

test('a company may change only applications to its own internships', () => {
  given(applicationDecider, [submitted]).when(setStatus('accepted', 'company', 'another-company')).thenThrows('forbidden', NOT_YOUR_APPLICANT);
});

test('applying twice is a conflict with the SPEC-style message', () => {
  given(applicationDecider, [submitted]).when(submit).thenThrows('conflict', ALREADY_APPLIED);
  given(applicationDecider, [submitted, changed('pending', 'rejected')]).when(submit).thenThrows('conflict', ALREADY_APPLIED);
  assert.is(ALREADY_APPLIED, 'You have already applied to this internship');
});

test('an admin changes the status; the event records from, to and who', () => {
  given(applicationDecider, [submitted]).when(setStatus('reviewed')).then([changed('pending', 'reviewed')]);
  given(applicationDecider, [submitted, changed('pending', 'accepted')]).when(setStatus('pending')).then([changed('accepted', 'pending')]);
});

test('setting the status the application already has is a conflict', () => {
  given(applicationDecider, [submitted]).when(setStatus('pending')).thenThrows('conflict', 'already pending');
  given(applicationDecider, [submitted, changed('pending', 'reviewed', 'company')]).when(setStatus('reviewed', 'company')).thenThrows('conflict');
});

test('the company may not set an application back to pending', () => {
  given(applicationDecider, [submitted, changed('pending', 'accepted')]).when(setStatus('pending', 'company')).thenThrows('conflict', 'cannot be set to pending');
  given(applicationDecider, [submitted]).when(setStatus('accepted', 'company')).then([changed('pending', 'accepted', 'company')]);
});

test('changing the status of an application that does not exist is not found', () => {
  given(applicationDecider, []).when(setStatus('reviewed')).thenThrows('not_found', APPLICATION_NOT_FOUND);
});

test('each answer is stored with its question as asked, in the posting\'s order', () => {
  given(applicationDecider, [])
    .when(withQuestions(['I love robots.', 'A line follower.', 'In June.']))
    .then([
      {
        type: 'ApplicationSubmitted',
        data: {
          ...submitData,
          companyId: 'company-1',
          status: 'pending',
          answers: [
            { question: 'Why this internship?', answer: 'I love robots.' },
            { question: 'What have you built?', answer: 'A line follower.' },
            { question: 'When can you start?', answer: 'In June.' },
          ],
        },
      },
    ]);
});

test('too few, too many or blank answers → invalid: Please answer every question', () => {
  given(applicationDecider, []).when(withQuestions(['One', 'Two'])).thenThrows('invalid', ANSWER_EVERY_QUESTION);
  given(applicationDecider, []).when(withQuestions(['One', 'Two', 'Three', 'Four'])).thenThrows('invalid', ANSWER_EVERY_QUESTION);
  given(applicationDecider, []).when(withQuestions(['One', '   ', 'Three'])).thenThrows('invalid', ANSWER_EVERY_QUESTION);
  // A posting without questions takes no answers.
  given(applicationDecider, []).when({ ...submit, data: { ...submit.data, answers: ['Unasked'] } }).thenThrows('invalid', ANSWER_EVERY_QUESTION);
  assert.is(ANSWER_EVERY_QUESTION, 'Please answer every question');
});

test('the student withdraws a pending or a reviewed application', () => {
  given(applicationDecider, [submitted]).when(withdraw()).then([withdrawnFrom('pending')]);
  given(applicationDecider, [submitted, changed('pending', 'reviewed', 'company')]).when(withdraw()).then([withdrawnFrom('reviewed')]);
});

test('a decided or withdrawn application can no longer be withdrawn', () => {
  assert.is(NO_LONGER_WITHDRAWABLE, 'This application can no longer be withdrawn');
  given(applicationDecider, [submitted, changed('pending', 'accepted', 'company')]).when(withdraw()).thenThrows('conflict', NO_LONGER_WITHDRAWABLE);
  given(applicationDecider, [submitted, changed('pending', 'rejected', 'company')]).when(withdraw()).thenThrows('conflict', NO_LONGER_WITHDRAWABLE);
  given(applicationDecider, [submitted, withdrawnFrom('pending')]).when(withdraw()).thenThrows('conflict', NO_LONGER_WITHDRAWABLE);
});

test('someone else\'s application, or a missing one, cannot be withdrawn: not found', () => {
  given(applicationDecider, [submitted]).when(withdraw('student-2')).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(applicationDecider, []).when(withdraw()).thenThrows('not_found', APPLICATION_NOT_FOUND);
});

test('after withdrawing the student may apply again: pending once more, on the same stream', () => {
  const again = { ...submit, data: { ...submit.data, coverLetter: 'Hello again' } };
  given(applicationDecider, [submitted, withdrawnFrom('pending')]).when(again).then([{ ...submitted, data: { ...submitted.data, coverLetter: 'Hello again' } }]);
  // …and only once more until it is withdrawn again.
  given(applicationDecider, [submitted, withdrawnFrom('pending'), submitted]).when(submit).thenThrows('conflict', ALREADY_APPLIED);
});

test('nobody decides on a withdrawn application; the company never sets withdrawn', () => {
  for (const to of ['pending', 'reviewed', 'accepted', 'rejected'] as const) {
    given(applicationDecider, [submitted, withdrawnFrom('pending')]).when(setStatus(to, 'admin')).thenThrows('conflict');
    given(applicationDecider, [submitted, withdrawnFrom('pending')]).when(setStatus(to, 'company')).thenThrows('conflict');
  }
  given(applicationDecider, [submitted]).when(setStatus('withdrawn', 'company')).thenThrows('conflict', 'cannot be set to withdrawn');
  given(applicationDecider, [submitted]).when(setStatus('withdrawn', 'admin')).thenThrows('conflict', 'cannot be set to withdrawn');
});

test('a decision carries its note to the student, and the student named for sealing it', () => {
  given(applicationDecider, [submitted]).when(setStatus('rejected', 'company', 'company-1', 'We needed someone for longer.')).then([changed('pending', 'rejected', 'company', 'We needed someone for longer.')]);
  given(applicationDecider, [submitted]).when(setStatus('accepted', 'admin')).then([changed('pending', 'accepted', 'admin', null)]);
});

test.run();
