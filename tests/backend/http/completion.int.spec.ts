// Completing an internship and its certificate over real HTTP (DESIGN.md §4.1): the company's account, the student's
// confirmation (the application becomes completed), the certificate's page, facts, PDF and Open Badges 3.0 credential
// checked against the published key, revocation by an admin, the company's public record, and erasure with the student.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { Application, ApplicationHistoryEntry, CompanyRecord, CompletionView } from '@domain/applications/types';
import { ALREADY_COMPLETED, ALREADY_REVOKED, ENDS_IN_FUTURE, NO_COMPLETION_YET, ONLY_ACCEPTED_COMPLETE } from '@domain/applications/decider';
import type { CertificateView } from '@domain/certificates/types';
import type { Internship } from '@domain/internships/types';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin } from '../../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../../helpers/server';

type Client = ReturnType<typeof client>;
const test = suite<{ srv: TestServer; company: Client; companyId: string; internship: Internship }>('completion and certificates');

test.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const { id } = await approvedCompany(ctx.srv, 'Monsoon Labs');
  const email = (await ctx.srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  ctx.company = client(ctx.srv.url);
  assert.is((await ctx.company.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  ctx.companyId = id;
  ctx.internship = await postTestInternship(ctx.srv, id, { title: 'Weather Station Assistant' });
});
test.after(async (ctx) => ctx.srv.close());

async function acceptedApplicant(srv: TestServer, company: Client, internshipId: string, accept = true) {
  const student = client(srv.url);
  const email = uniqueEmail('done');
  assert.is((await student.post('/api/register', { ...studentBody(email), dateOfBirth: ADULT_STUDENT_BORN })).status, 201);
  await openVerificationLink(srv, email);
  const application = (await student.post<Application>('/api/applications', { internshipId, coverLetter: 'I love weather.' })).body;
  if (accept) assert.is((await company.patch(`/api/company/applications/${application.id}/status`, { status: 'accepted' })).status, 200);
  return { student, application };
}

const FACTS = { startedOn: '2026-06-01', endedOn: '2026-07-31', hours: 96, summary: 'Calibrated rain gauges and charted the monsoon.' };

test('the company says how it went; the student confirms; the application is completed, once', async ({ srv, company, internship }) => {
  const pending = await acceptedApplicant(srv, company, internship.id, false);
  const early = await company.post(`/api/applications/${pending.application.id}/completion`, FACTS);
  assert.equal([early.status, early.body.message], [409, ONLY_ACCEPTED_COMPLETE]);

  const { student, application } = await acceptedApplicant(srv, company, internship.id);
  const path = `/api/applications/${application.id}/completion`;
  const notYet = await student.post(`${path}/confirm`, { stipendPaid: 'yes' });
  assert.equal([notYet.status, notYet.body.message], [409, NO_COMPLETION_YET]);
  for (const bad of [{ ...FACTS, endedOn: '2026-05-01' }, { ...FACTS, hours: 0 }, { ...FACTS, summary: ' ' }, { ...FACTS, startedOn: '2026-02-30' }])
    assert.is((await company.post(path, bad)).status, 400, JSON.stringify(bad));
  const future = await company.post(path, { ...FACTS, endedOn: '2099-01-01' });
  assert.equal([future.status, future.body.message], [400, ENDS_IN_FUTURE]);
  assert.is((await student.post(path, FACTS)).status, 403);

  const proposed = await company.post<CompletionView>(path, FACTS);
  assert.is(proposed.status, 201, proposed.text);
  assert.equal([proposed.body.hours, proposed.body.confirmedAt, proposed.body.certificate], [96, null, null]);
  const seen = (await student.get<CompletionView>(path)).body;
  assert.is(seen.summary, FACTS.summary);

  assert.is((await student.post(`${path}/confirm`, { stipendPaid: 'maybe' })).status, 400);
  const confirmed = await student.post(`${path}/confirm`, { stipendPaid: 'yes', nameOnCertificate: 'Asha V.' });
  assert.is(confirmed.status, 200, confirmed.text);
  assert.is(confirmed.body.status, 'completed');
  assert.match(confirmed.body.certificate.url, new RegExp(`/certificates/${confirmed.body.certificate.id}$`));
  assert.ok(confirmed.body.certificate.id.length >= 22, 'an unguessable id (128 random bits)');

  const mine = (await student.get<Application[]>('/api/applications')).body.find((a) => a.id === application.id)!;
  assert.is(mine.status, 'completed');
  const history = (await student.get<ApplicationHistoryEntry[]>(`/api/applications/${application.id}/history`)).body;
  assert.equal(history.at(-1)!.to, 'completed');
  assert.equal((await student.get<CompletionView>(path)).body.stipendPaid, 'yes');
  assert.equal((await company.get<CompletionView>(path)).body.stipendPaid, null, "the student's answer about the stipend is not shown to the company");
  const again = await student.post(`${path}/confirm`, { stipendPaid: 'no' });
  assert.equal([again.status, again.body.message], [409, ALREADY_COMPLETED]);
  assert.is((await company.post(path, FACTS)).status, 409);
  // Nobody moves a completed application any more.
  assert.is((await company.patch(`/api/company/applications/${application.id}/status`, { status: 'rejected' })).status, 409);
});

test('the certificate: its page (never indexed), facts, PDF with QR, and a credential signed with the published key', async ({ srv, company, internship }) => {
  const { student, application } = await acceptedApplicant(srv, company, internship.id);
  const path = `/api/applications/${application.id}/completion`;
  assert.is((await company.post(path, FACTS)).status, 201);
  assert.is((await student.post(`${path}/confirm`, { stipendPaid: 'partly' })).status, 200);
  const { id, url } = (await student.get<{ id: string; url: string }>(`/api/applications/${application.id}/certificate`)).body;
  assert.equal((await company.get(`/api/applications/${application.id}/certificate`)).body, { id, url });

  const visitor = client(srv.url);
  const facts = await visitor.get<CertificateView>(`/api/certificates/${id}`);
  assert.is(facts.status, 200);
  assert.equal(
    [facts.body.studentName, facts.body.companyName, facts.body.role, facts.body.startedOn, facts.body.endedOn, facts.body.hours, facts.body.status, facts.body.issuer],
    ['Asha Verma', 'Monsoon Labs', 'Weather Station Assistant', '2026-06-01', '2026-07-31', 96, 'valid', 'Internships for Highschoolers'],
  );
  assert.is(facts.headers.get('x-robots-tag'), 'noindex, nofollow');

  const page = await fetch(`${srv.url}/certificates/${id}`);
  const html = await page.text();
  assert.is(page.status, 200);
  assert.match(page.headers.get('x-robots-tag') ?? '', /noindex/);
  assert.match(html, /<meta name="robots" content="noindex,nofollow">/);
  assert.match(html, /Valid certificate/);
  assert.match(html, /Asha Verma/);
  assert.is((await fetch(`${srv.url}/certificates/not-a-real-certificate-id`)).status, 404);

  const pdf = await fetch(`${srv.url}/api/certificates/${id}/pdf`);
  assert.is(pdf.headers.get('content-type'), 'application/pdf');
  const bytes = Buffer.from(await pdf.arrayBuffer());
  assert.is(bytes.subarray(0, 5).toString(), '%PDF-');
  assert.ok(bytes.length > 2000 && bytes.length < 200_000, `a one-page PDF (${bytes.length} bytes)`);

  const jwt = await (await fetch(`${srv.url}/api/certificates/${id}/credential`)).text();
  const jwks = (await (await fetch(`${srv.url}/.well-known/jwks.json`)).json()) as { keys: Array<{ kty: string; crv: string; kid: string }> };
  assert.equal([jwks.keys[0].kty, jwks.keys[0].crv], ['OKP', 'Ed25519']);
  assert.equal(decodeProtectedHeader(jwt).alg, 'EdDSA');
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks as never), { algorithms: ['EdDSA'] });
  const vc = payload as unknown as { type: string[]; '@context': string[]; issuer: { id: string }; credentialSubject: { achievement: { name: string } }; id: string };
  assert.ok(vc.type.includes('OpenBadgeCredential'));
  assert.ok(vc['@context'].includes('https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'));
  assert.is(vc.id, url);
  assert.is(payload.iss, vc.issuer.id);
  assert.is(vc.credentialSubject.achievement.name, 'Weather Station Assistant at Monsoon Labs');
  // A credential changed by anyone no longer verifies.
  const [h, p, s] = jwt.split('.');
  const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, credentialSubject: { ...(payload as { credentialSubject: object }).credentialSubject, hours: 900 } })).toString('base64url')}.${s}`;
  await jwtVerify(forged, createLocalJWKSet(jwks as never)).then(
    () => assert.unreachable('a forged credential verified'),
    () => undefined,
  );
  void p;
});

test('a backend admin revokes a certificate: its page and facts say so; others cannot', async ({ srv, company, internship }) => {
  const { student, application } = await acceptedApplicant(srv, company, internship.id);
  const path = `/api/applications/${application.id}/completion`;
  await company.post(path, FACTS);
  const { certificate } = (await student.post(`${path}/confirm`, { stipendPaid: 'no' })).body as { certificate: { id: string } };
  assert.is((await student.post(`/api/admin/certificates/${certificate.id}/revoke`, { reason: 'x' })).status, 403);
  const admin = await signedInAdmin(srv);
  assert.is((await admin.post(`/api/admin/certificates/${certificate.id}/revoke`, {})).status, 400);
  const revoked = await admin.post<CertificateView>(`/api/admin/certificates/${certificate.id}/revoke`, { reason: 'The company withdrew its account of the work' });
  assert.is(revoked.status, 200, revoked.text);
  assert.is(revoked.body.status, 'revoked');
  assert.match(await (await fetch(`${srv.url}/certificates/${certificate.id}`)).text(), /Revoked on/);
  const twice = await admin.post(`/api/admin/certificates/${certificate.id}/revoke`, { reason: 'again' });
  assert.equal([twice.status, twice.body.message], [409, ALREADY_REVOKED]);
  assert.is((await admin.post('/api/admin/certificates/unknown/revoke', { reason: 'x' })).status, 404);
});

test("the company's record counts completed internships and the share paid as promised; erasure takes the certificate", async ({ srv, company, companyId, internship }) => {
  const record = (await client(srv.url).get<CompanyRecord>(`/api/users/${companyId}/record`)).body;
  // The tests before: yes, partly, no → 3 completed with a stipend, 1 paid as promised.
  assert.equal(record, { companyId, completedInternships: 3, withStipend: 3, paidAsPromised: 1, sharePaidAsPromised: 1 / 3 });

  const { student, application } = await acceptedApplicant(srv, company, internship.id);
  await company.post(`/api/applications/${application.id}/completion`, FACTS);
  const { certificate } = (await student.post(`/api/applications/${application.id}/completion/confirm`, { stipendPaid: 'unpaid' })).body as { certificate: { id: string } };
  const after = (await client(srv.url).get<CompanyRecord>(`/api/users/${companyId}/record`)).body;
  assert.equal([after.completedInternships, after.withStipend], [4, 3]);
  assert.is((await student.request('DELETE', '/api/user', { password: 'secret123' })).status, 204);
  assert.is((await client(srv.url).get(`/api/certificates/${certificate.id}`)).status, 404);
});

test.run();
