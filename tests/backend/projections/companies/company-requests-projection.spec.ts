// Specs of the companyRequests projection: submission → pending request; a decision sets status, note, reviewer and date.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COMPANY_REQUESTS, companyRequestsProjection } from '@backend/projections/companies/company-requests-projection';
import type { CompanyRequestSubmitted } from '@domain/companies/events';
import { applyLog, assertReplayIsIdempotent, eventLog, project, snapshot } from '../../../helpers/recorded-events';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';

const test = suite('companyRequests projection');

const submitted = (requestId: string, companyId: string): CompanyRequestSubmitted => ({
  type: 'CompanyRequestSubmitted',
  data: {
    requestId, companyId, companyName: `Company ${companyId}`, companyField: 'Technology', internshipType: 'hybrid', description: 'Projects',
    website: 'https://x.example', location: 'Pune', technicalSkills: 'JS', otherSkills: '', companySize: '11-50', submittedAt: '2026-11-01T10:00:00.000Z',
  },
});

function journey() {
  const { log, add } = eventLog();
  add('companyrequest-r-1', submitted('r-1', 'c-1'));
  add('companyrequest-r-2', submitted('r-2', 'c-2'));
  add('companyrequest-r-1', { type: 'CompanyRequestApproved', data: { requestId: 'r-1', companyId: 'c-1', reviewedBy: 'admin-1', adminNotes: 'Approved by admin', reviewedAt: '2026-11-02T10:00:00.000Z' } });
  return { log, add };
}

test('a submission is a pending request with SPEC\'s fields; the decision fills status, notes, reviewer and reviewedAt', () => {
  const docs = project(companyRequestsProjection, journey().log);
  assert.equal(docs.get('r-1'), {
    id: 'r-1', companyId: 'c-1', companyName: 'Company c-1', industry: 'Technology', internshipType: 'hybrid', description: 'Projects',
    website: 'https://x.example', location: 'Pune', technicalSkills: 'JS', otherSkills: '', companySize: '11-50', registrationNumber: null, status: 'approved',
    submittedAt: '2026-11-01T10:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z', reviewedAt: '2026-11-02T10:00:00.000Z',
    adminNotes: 'Approved by admin', reviewedBy: 'admin-1',
  });
  assert.is(docs.get('r-2')?.status, 'pending');
});

test("a deleted company's requests leave the read model; a deleted student's do not touch it", async () => {
  const { log, add } = journey();
  add('user-s-1', { type: 'UserDeleted', data: { userId: 's-1', claimStream: 'email-s@example.com', role: 'student', at: '2026-11-03T00:00:00.000Z' } });
  add('user-c-1', { type: 'UserDeleted', data: { userId: 'c-1', claimStream: 'email-c@example.com', role: 'company', at: '2026-11-03T00:00:00.000Z' } });
  const store = createMemoryReadStore();
  await applyLog(store, log, 2);
  assert.equal((await snapshot(store, [COMPANY_REQUESTS]))[COMPANY_REQUESTS].map((d) => d.id), ['r-2']);
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey().log, [COMPANY_REQUESTS]);
});

test.run();
