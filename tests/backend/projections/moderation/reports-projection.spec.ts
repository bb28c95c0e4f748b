// Specs of the reports projection's postings and companies (DESIGN.md §4.2): filed open, decided together with the decision
// and note, gone with a deleted company; message reports keep their shape; applied twice, the same documents.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REPORTS, reportsProjection } from '@backend/projections/moderation/reports-projection';
import { REPORT_DETAILS, reportDetailsProjection } from '@backend/projections/moderation/report-details-projection';
import type { EventOfType } from '@backend/processors/projection';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('reports projection: postings and companies');
const AT = '2026-03-01T10:00:00.000Z';

test('reports of a posting and of a company are open, then decided together; a deleted company takes its reports along', async () => {
  const { log, add } = eventLog();
  add('listing-reports-i-1', { type: 'ListingReported', data: { reportId: 'r-1', internshipId: 'i-1', companyId: 'c-1', reporterId: 's-1', reporterRole: 'student', reason: 'fake', details: 'No such shop', applied: true, at: AT } });
  add('listing-reports-i-1', { type: 'ListingReported', data: { reportId: 'r-2', internshipId: 'i-1', companyId: 'c-1', reporterId: 's-2', reporterRole: 'student', reason: 'unsafe', details: null, applied: false, at: AT } });
  add('company-reports-c-2', { type: 'CompanyReported', data: { reportId: 'r-3', companyId: 'c-2', reporterId: 's-1', reporterRole: 'student', reason: 'other', details: null, at: AT } });
  let docs = project(reportsProjection, log);
  const r1 = docs.get('r-1')!;
  assert.equal([r1.kind, r1.targetId, r1.companyId, r1.status, r1.applied, r1.details, r1.studentId, r1.applicationId], ['listing', 'i-1', 'c-1', 'open', true, null, null, null]);
  assert.equal([docs.get('r-3')!.kind, docs.get('r-3')!.targetId], ['company', 'c-2']);
  add('listing-reports-i-1', { type: 'ReportsDecided', data: { reportIds: ['r-1', 'r-2'], targetKind: 'listing', internshipId: 'i-1', companyId: 'c-1', decision: 'dismiss', note: 'Checked', adminId: 'a', at: AT } });
  docs = project(reportsProjection, log);
  for (const id of ['r-1', 'r-2']) assert.equal([docs.get(id)!.status, docs.get(id)!.decision, docs.get(id)!.note], ['decided', 'dismiss', 'Checked']);
  assert.is(docs.get('r-3')!.status, 'open');
  await assertReplayIsIdempotent(log, [REPORTS, REPORT_DETAILS]);
});

test("a report's details are kept apart, and leave with the student who wrote them (the report stays) or with the company", () => {
  const { log, add } = eventLog();
  add('listing-reports-i-1', { type: 'ListingReported', data: { reportId: 'r-1', internshipId: 'i-1', companyId: 'c-1', reporterId: 's-1', reporterRole: 'student', reason: 'fake', details: 'No such shop', applied: false, at: AT } });
  add('company-reports-c-1', { type: 'CompanyReported', data: { reportId: 'r-2', companyId: 'c-1', reporterId: 's-2', reporterRole: 'student', reason: 'other', details: null, at: AT } });
  const details = project(reportDetailsProjection, log);
  assert.equal([...details.keys()], ['r-1']);
  assert.equal(details.get('r-1'), { id: 'r-1', reporterId: 's-1', companyId: 'c-1', details: 'No such shop' });
  const student = add('user-s-1', { type: 'UserDeleted', data: { userId: 's-1', role: 'student', claimStream: null, at: AT } }) as EventOfType<'UserDeleted'>;
  const company = add('user-c-1', { type: 'UserDeleted', data: { userId: 'c-1', role: 'company', claimStream: null, at: AT } }) as EventOfType<'UserDeleted'>;
  assert.equal(reportDetailsProjection.removeWhere!(student), { reporterId: 's-1' });
  assert.equal(reportDetailsProjection.removeWhere!(company), { companyId: 'c-1' });
  // A posting's report has no studentId: it stays in the queue when its reporter leaves, and goes with the company.
  assert.equal([project(reportsProjection, log).get('r-1')?.studentId, reportsProjection.removeWhere!(company)], [null, { companyId: 'c-1' }]);
});

test.run();
