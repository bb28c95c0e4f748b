// Per-account limits on what an account creates: company applications, internship postings and edits are refused (429,
// with the wait in the message and in Retry-After) past their allowance; other accounts are not; a refused form costs nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Internship } from '@domain/internships/types';
import { COMPANY_APPLICATIONS, INTERNSHIP_EDITS, INTERNSHIP_POSTINGS } from '@backend/limits/account-limits';
import { client } from '../../helpers/http';
import { companyApplication } from '../../helpers/company-fixtures';
import { approvedCompany, signedInCompany } from '../../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../../helpers/server';

const api = suite<{ srv: TestServer }>('per-account creation limits');

api.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
});
api.after(async (ctx) => ctx.srv.close());

const internship = (title: string) => ({
  title,
  description: 'Help run Saturday coding clubs.',
  requirements: 'Patience',
  location: 'Pune, India',
  duration: '8 weeks',
  salary: '',
  type: 'hybrid',
  skills: ['Python'],
  applicationDeadline: '',
  startDate: '',
});

async function signedInApprovedCompany(srv: TestServer) {
  const { id } = await approvedCompany(srv);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  return c;
}

/** The refusal: 429, a Retry-After within the allowance's window, and a message naming that wait. */
function assertRefused(res: { status: number; headers: Headers; body: { message: string } }, reason: string, windowS: number) {
  assert.is(res.status, 429, JSON.stringify(res.body));
  const wait = Number(res.headers.get('retry-after'));
  assert.ok(wait > windowS - 120 && wait <= windowS, `Retry-After ${wait} s`);
  assert.is(res.body.message, `${reason} Please try again in ${Math.ceil(wait / 60)} minutes.`);
}

api('company applications: a few an hour per account; a form sent back with mistakes costs nothing; other companies go on', async ({ srv }) => {
  const [hourly] = COMPANY_APPLICATIONS;
  const company = await signedInCompany(srv);
  for (let i = 0; i < 5; i++) assert.is((await company.post('/api/company-application', companyApplication({ website: '' }))).status, 400);
  for (let i = 0; i < hourly.points; i++) {
    const res = await company.post('/api/company-application', companyApplication());
    assert.ok(res.status === 201 || res.status === 409, `application ${i + 1}: ${res.status} ${res.text}`);
  }
  assertRefused(await company.post('/api/company-application', companyApplication()), 'Too many company applications from this account.', hourly.seconds);
  assert.is((await (await signedInCompany(srv)).post('/api/company-application', companyApplication())).status, 201, 'another company');
});

api('internship postings: 20 an hour per account, then 429 with the wait; another company still posts', async ({ srv }) => {
  const [hourly] = INTERNSHIP_POSTINGS;
  assert.ok(hourly.points <= 20 && INTERNSHIP_POSTINGS[1].points <= 100);
  const company = await signedInApprovedCompany(srv);
  assert.is((await company.post('/api/internships', internship(''))).status, 400);
  for (let i = 0; i < hourly.points; i++) assert.is((await company.post('/api/internships', internship(`Posting ${i + 1}`))).status, 201, `posting ${i + 1}`);
  assertRefused(await company.post<{ message: string }>('/api/internships', internship('One too many')), 'Too many internships posted from this account.', hourly.seconds);
  assert.is((await (await signedInApprovedCompany(srv)).post('/api/internships', internship('Elsewhere'))).status, 201);
});

api('internship edits: limited per account too', async ({ srv }) => {
  const [hourly] = INTERNSHIP_EDITS;
  const company = await signedInApprovedCompany(srv);
  const { body: posted } = await company.post<Internship>('/api/internships', internship('Coding Club Assistant'));
  for (let i = 0; i < hourly.points; i++) assert.is((await company.patch(`/api/internships/${posted.id}`, { title: `Coding Club Assistant ${i}` })).status, 200, `edit ${i + 1}`);
  assertRefused(await company.patch<{ message: string }>(`/api/internships/${posted.id}`, { title: 'One edit too many' }), 'Too many changes to internships from this account.', hourly.seconds);
});

api.run();
