// Given/when/then specs of the admin's notes on a company request decision: a decision without a note carries the decision's
// standard note (SPEC §4), a written note is kept as written.
import { suite } from 'uvu';
import { companyRequestDecider } from '@domain/companies/decider';
import { DEFAULT_ADMIN_NOTES } from '@domain/companies/constants';
import type { DecideCompanyRequest } from '@domain/companies/commands';
import type { CompanyRequestEvent, CompanyRequestSubmitted } from '@domain/companies/events';
import { given } from '../../helpers/given-when-then';

const test = suite('company request: admin notes');

const AT = '2026-11-01T10:00:00.000Z';
const REVIEWED = '2026-11-02T10:00:00.000Z';
const data: CompanyRequestSubmitted['data'] = {
  requestId: 'r-1', companyId: 'c-1', companyName: 'Acme', companyField: 'Technology', internshipType: 'online', description: 'Apps',
  website: 'https://acme.example', location: 'Pune', technicalSkills: 'JS', otherSkills: '', companySize: '11-50', submittedAt: AT,
};
const submitted: CompanyRequestSubmitted = { type: 'CompanyRequestSubmitted', data };
const decide = (decision: 'approved' | 'rejected', adminNotes: string): DecideCompanyRequest => ({
  type: 'DecideCompanyRequest',
  data: { requestId: 'r-1', decision, reviewedBy: 'admin-1', adminNotes, at: REVIEWED },
});
const decided = (decision: 'approved' | 'rejected', adminNotes: string): CompanyRequestEvent => {
  const event = { requestId: 'r-1', companyId: 'c-1', reviewedBy: 'admin-1', adminNotes, reviewedAt: REVIEWED };
  return decision === 'approved' ? { type: 'CompanyRequestApproved', data: event } : { type: 'CompanyRequestRejected', data: event };
};

test('a decision without a note carries the standard note of the decision', () => {
  given(companyRequestDecider, [submitted]).when(decide('approved', '')).then([decided('approved', DEFAULT_ADMIN_NOTES.approved)]);
  given(companyRequestDecider, [submitted]).when(decide('rejected', '')).then([decided('rejected', DEFAULT_ADMIN_NOTES.rejected)]);
});

test("an admin's note is kept as written", () => {
  given(companyRequestDecider, [submitted]).when(decide('rejected', 'Please add a real website')).then([decided('rejected', 'Please add a real website')]);
});

test.run();
