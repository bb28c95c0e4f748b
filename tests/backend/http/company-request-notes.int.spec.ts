// A company request's decision and signals over real HTTP (DESIGN.md §4.2): a rejection needs a note (400 without), which the
// company reads on its request (/company-status) and in the e-mail; the optional registration number (a GSTIN with a wrong
// check character is refused) and whether the e-mail's domain is the website's, for the admins.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REJECTION_NEEDS_NOTE } from '@domain/companies/decider';
import { GSTIN_CHECK_DIGIT_WRONG } from '@domain/companies/registration-number';
import type { AdminCompanyRequest, CompanyRequest } from '@domain/companies/types';
import { companyApplication } from '../../helpers/company-fixtures';
import { signedInAdmin, signedInCompany } from '../../helpers/journey-fixtures';
import { waitForMail } from '../../helpers/privacy';
import { startTestServer, type TestServer } from '../../helpers/server';

const test = suite<{ srv: TestServer }>('company request notes and signals');

test.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
test.after(async (ctx) => ctx.srv.close());

test('a rejection without a note is refused (400); with one, the company reads it on its request and in the e-mail', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const request = await company.post<CompanyRequest>('/api/company-application', companyApplication());
  assert.is(request.status, 201, request.text);
  const admin = await signedInAdmin(srv);
  const path = `/api/admin/company-requests/${request.body.id}`;
  for (const body of [{ status: 'rejected' }, { status: 'rejected', adminNotes: '   ' }]) {
    const refused = await admin.patch(path, body);
    assert.equal([refused.status, refused.body.message], [400, REJECTION_NEEDS_NOTE], JSON.stringify(body));
  }
  assert.is((await company.get<CompanyRequest[]>('/api/company-requests/my')).body[0].status, 'pending');
  const note = 'We could not find your company at the address given: please add your GSTIN.';
  const rejected = await admin.patch<CompanyRequest>(path, { status: 'rejected', adminNotes: note });
  assert.is(rejected.status, 200, rejected.text);
  const mine = (await company.get<CompanyRequest[]>('/api/company-requests/my')).body[0];
  assert.equal([mine.status, mine.adminNotes], ['rejected', note]);
  // The admins' Users table says Rejected, no longer Pending (issue 36): the account carries its latest request's state.
  const account = async () =>
    (await admin.get<Array<{ id: string; companyRequest?: string; isApproved: boolean }>>(`/api/admin/companies?q=${encodeURIComponent(company.user.email)}`)).body.find((u) => u.id === company.user.id)!;
  assert.equal([(await account()).companyRequest, (await account()).isApproved], ['rejected', false]);
  const again = await company.post<CompanyRequest>('/api/company-application', companyApplication());
  assert.is(again.status, 201, again.text);
  assert.is((await account()).companyRequest, 'pending', 'a new request waits again');
  const mail = await waitForMail(srv.dataDir, (m) => m.to === company.user.email && m.kind === 'companyRequestRejected');
  assert.ok(mail.text.includes(note), mail.text);
});

test('an approval still needs no note', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const request = await company.post<CompanyRequest>('/api/company-application', companyApplication());
  const approved = await (await signedInAdmin(srv)).patch<CompanyRequest>(`/api/admin/company-requests/${request.body.id}`, { status: 'approved' });
  assert.equal([approved.status, approved.body.adminNotes], [200, 'Approved by admin']);
});

test('a GSTIN whose check character is wrong is refused with a field message; a valid one is kept, normalized', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const refused = await company.post('/api/company-application', companyApplication({ registrationNumber: '27AAPFU0939F1ZX' }));
  assert.is(refused.status, 400, refused.text);
  assert.is(refused.body.errors?.registrationNumber, GSTIN_CHECK_DIGIT_WRONG, refused.text);
  const bad = await company.post('/api/company-application', companyApplication({ registrationNumber: 'hello' }));
  assert.is(bad.status, 400);
  // The SPA sends the form as the schema made it: an empty field is null.
  const none = await company.post<CompanyRequest>('/api/company-application', companyApplication({ registrationNumber: null }));
  assert.equal([none.status, none.body.registrationNumber], [201, null]);
  const ok = await company.post<CompanyRequest>('/api/company-application', companyApplication({ registrationNumber: ' 27aapfu0939f1zv ', website: 'https://www.example.com' }));
  assert.is(ok.status, 201, ok.text);
  assert.is(ok.body.registrationNumber, '27AAPFU0939F1ZV');

  const list = (await (await signedInAdmin(srv)).get<AdminCompanyRequest[]>('/api/admin/company-requests')).body;
  const seen = list.find((r) => r.id === ok.body.id);
  // The account's address is at example.com (tests/helpers/http.ts's uniqueEmail), as is this website.
  assert.equal([seen?.registrationNumber, seen?.registrationKind, seen?.emailDomainMatchesWebsite], ['27AAPFU0939F1ZV', 'gstin', true]);
  const other = await (await signedInCompany(srv)).post<CompanyRequest>('/api/company-application', companyApplication({ registrationNumber: 'UDYAM-MH-26-0012345' }));
  const listed = (await (await signedInAdmin(srv)).get<AdminCompanyRequest[]>('/api/admin/company-requests')).body.find((r) => r.id === other.body.id);
  assert.equal([listed?.registrationKind, listed?.emailDomainMatchesWebsite], ['udyam', false]);
});

test.run();
