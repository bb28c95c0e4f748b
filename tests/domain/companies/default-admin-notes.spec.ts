// Given/when/then specs of the admin's notes on a company request decision: an approval without a note carries the standard
// note (SPEC §4), a rejection needs one (DESIGN.md §4.2), a written note is kept as written.
import { suite } from 'uvu';
import { REJECTION_NEEDS_NOTE, companyRequestDecider } from '@domain/companies/decider';
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

test('an approval without a note carries the standard note; a rejection without one is refused (400)', () => {
  given(companyRequestDecider, [submitted]).when(decide('approved', '')).then([decided('approved', DEFAULT_ADMIN_NOTES.approved)]);
  given(companyRequestDecider, [submitted]).when(decide('rejected', '')).thenThrows('invalid', REJECTION_NEEDS_NOTE);
  given(companyRequestDecider, [submitted]).when(decide('rejected', '   ')).thenThrows('invalid', REJECTION_NEEDS_NOTE);
  // SPEC's cross button sends its standard note: still a note.
  given(companyRequestDecider, [submitted]).when(decide('rejected', DEFAULT_ADMIN_NOTES.rejected)).then([decided('rejected', DEFAULT_ADMIN_NOTES.rejected)]);
});

test("an admin's note is kept as written", () => {
  given(companyRequestDecider, [submitted]).when(decide('rejected', 'Please add a real website')).then([decided('rejected', 'Please add a real website')]);
});

test.run();
