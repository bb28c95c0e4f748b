// Given/when/then specs of the user decider's company and onboarding commands: details, approval (idempotent), the student profile.
import { suite } from 'uvu';
import { given } from '../../helpers/given-when-then';
import {
  NOT_A_COMPANY,
  ONLY_STUDENTS_ONBOARD,
  USER_NOT_FOUND,
  userDecider,
} from '@domain/users/decider';
import type { ApproveCompany, CompleteStudentProfile, UpdateCompanyDetails } from '@domain/users/commands';
import type { CompanyApproved, CompanyDetailsUpdated, StudentProfileCompleted, UserRegistered } from '@domain/users/events';
import type { Role } from '@domain/shared/roles';

const test = suite('user decider: company and onboarding');

const AT = '2025-03-01T10:00:00.000Z';
const registered = (role: Role): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u-1', username: 'a@example.com', email: 'a@example.com', passwordHash: 'x', role, firstName: 'A', lastName: 'B', location: 'India',
    bio: '', university: '', fieldOfStudy: '', graduationYear: null, skills: [], hobbies: [], profileComplete: false, isApproved: false, registeredAt: AT,
  },
});
const details: CompanyDetailsUpdated['data'] = { userId: 'u-1', companyName: 'Acme', companyField: 'Technology', location: 'Pune', website: 'https://acme.example', at: AT };
const approval: CompanyApproved['data'] = { userId: 'u-1', approvedBy: 'admin-1', at: AT };
const profile: StudentProfileCompleted['data'] = {
  userId: 'u-1', hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'],
  location: 'Pune', grade: '11th', schoolName: 'City School', at: AT,
};
const updateDetails: UpdateCompanyDetails = { type: 'UpdateCompanyDetails', data: details };
const approve: ApproveCompany = { type: 'ApproveCompany', data: approval };
const complete: CompleteStudentProfile = { type: 'CompleteStudentProfile', data: profile };

test('a company sets its details; other roles and unknown users may not', () => {
  given(userDecider, [registered('company')]).when(updateDetails).then([{ type: 'CompanyDetailsUpdated', data: details }]);
  given(userDecider, [registered('student')]).when(updateDetails).thenThrows('forbidden', NOT_A_COMPANY);
  given(userDecider, []).when(updateDetails).thenThrows('not_found', USER_NOT_FOUND);
});

test('a company is approved once; approving again emits nothing', () => {
  given(userDecider, [registered('company')]).when(approve).then([{ type: 'CompanyApproved', data: approval }]);
  given(userDecider, [registered('company'), { type: 'CompanyApproved', data: approval }]).when(approve).then([]);
  given(userDecider, [registered('student')]).when(approve).thenThrows('forbidden', NOT_A_COMPANY);
  given(userDecider, []).when(approve).thenThrows('not_found');
});

test('a student completes and may re-submit the onboarding profile; other roles may not', () => {
  const completed: StudentProfileCompleted = { type: 'StudentProfileCompleted', data: profile };
  given(userDecider, [registered('student')]).when(complete).then([completed]);
  given(userDecider, [registered('student'), completed]).when(complete).then([completed]);
  given(userDecider, [registered('company')]).when(complete).thenThrows('forbidden', ONLY_STUDENTS_ONBOARD);
  given(userDecider, [registered('admin')]).when(complete).thenThrows('forbidden');
});

test.run();
