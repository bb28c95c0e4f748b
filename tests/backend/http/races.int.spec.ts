// Races over HTTP: when many ask at once for what only one may have, exactly one wins and the others get a clear 409.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CompanyRequest } from '@domain/companies/types';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, studentBody } from '../../helpers/http';
import { approvedCompany, postTestInternship, signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';
import { companyApplication as application } from '../../helpers/company-fixtures';

const api = suite<{ srv: TestServer }>('races');
api.before(async (ctx) => {
  // SPEC.md's flows, which have no parental consent step (DESIGN.md §1: PARENTAL_CONSENT=off).
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
});
api.after(async (ctx) => ctx.srv.close());

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

api('twelve sign-ups with one e-mail at once: one account', async ({ srv }) => {
  const body = studentBody();
  const statuses = (await Promise.all(Array.from({ length: 12 }, () => client(srv.url).post('/api/register', body)))).map((r) => r.status);
  assert.equal(tally(statuses), { 201: 1, 409: 11 });
});

api('one student applying twelve times at once to one internship: one application', async ({ srv }) => {
  const company = await approvedCompany(srv);
  const internship = await postTestInternship(srv, company.id);
  const student = await signedInStudent(srv);
  const statuses = (await Promise.all(Array.from({ length: 12 }, () => student.post('/api/applications', { internshipId: internship.id, coverLetter: 'My own letter.' })))).map((r) => r.status);
  assert.equal(tally(statuses), { 201: 1, 409: 11 });
  assert.is((await student.get('/api/applications')).body.length, 1);
});

api('three admins deciding one company request at once: one decision', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const { body: request } = await company.post<CompanyRequest>('/api/company-application', application());
  const admins = await Promise.all([1, 2, 3].map(() => signedInAdmin(srv)));
  const statuses = (await Promise.all(admins.map((a, i) => a.patch(`/api/admin/company-requests/${request.id}`, i % 2 ? { status: 'rejected', adminNotes: 'Not a company' } : { status: 'approved' })))).map((r) => r.status);
  assert.equal(tally(statuses), { 200: 1, 409: 2 });
});

api('eight blog posts with one slug at once: one post', async ({ srv }) => {
  const admin = await signedInAdmin(srv);
  const statuses = (await Promise.all(Array.from({ length: 8 }, (_, i) => admin.post('/api/admin/blog', { title: `Race ${i}`, slug: 'the-race', content: 'x', category: 'Tips' })))).map((r) => r.status);
  assert.equal(tally(statuses), { 201: 1, 409: 7 });
});

api.run();
