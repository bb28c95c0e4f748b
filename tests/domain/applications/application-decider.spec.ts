// Given/when/then specs of the application decider: one application per student and internship, status changes through the machine.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import {
  ALREADY_APPLIED,
  APPLICATION_NOT_FOUND,
  INTERNSHIP_TO_APPLY_NOT_FOUND,
  NOT_YOUR_APPLICANT,
  applicationDecider,
  applicationStream,
} from '@domain/applications/decider';
import type { SetApplicationStatus, SubmitApplication } from '@domain/applications/commands';
import type { ApplicationStatus } from '@domain/applications/types';
import type { ApplicationStatusChanged, ApplicationSubmitted } from '@domain/applications/events';
import type { StatusChanger } from '@domain/applications/application-machine';
import { applicationIdFor } from '@backend/commands/applications/application-id';

const test = suite('application decider');

const ID = applicationIdFor('student-1', 'internship-1');
const AT = '2025-03-01T10:00:00.000Z';
const submitData = { applicationId: ID, studentId: 'student-1', internshipId: 'internship-1', coverLetter: 'Hello', resume: 'CV', appliedAt: AT };
const internship = { isActive: true, companyId: 'company-1' };
const submit: SubmitApplication = { type: 'SubmitApplication', data: { ...submitData, internship } };
const submitted: ApplicationSubmitted = { type: 'ApplicationSubmitted', data: { ...submitData, companyId: 'company-1', status: 'pending' } };
const ACTOR: Record<StatusChanger, string> = { admin: 'admin-1', company: 'company-1' };
const setStatus = (to: ApplicationStatus, by: StatusChanger = 'admin', byId = ACTOR[by]): SetApplicationStatus => ({
  type: 'SetApplicationStatus',
  data: { applicationId: ID, to, by: { id: byId, as: by }, internshipCompanyId: 'company-1', at: AT },
});
const changed = (from: ApplicationStatus, to: ApplicationStatus, byRole: StatusChanger = 'admin'): ApplicationStatusChanged => ({
  type: 'ApplicationStatusChanged',
  data: { applicationId: ID, from, to, actorId: ACTOR[byRole], byRole, at: AT },
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
  given(applicationDecider, []).when({ ...submit, data: { ...submit.data, internship: { isActive: false, companyId: 'company-1' } } }).thenThrows('not_found', INTERNSHIP_TO_APPLY_NOT_FOUND);
  given(applicationDecider, []).when({ ...submit, data: { ...submit.data, internship: { isActive: false, companyId: null } } }).thenThrows('not_found');
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

test.run();
