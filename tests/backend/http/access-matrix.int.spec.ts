// API test: every company and admin endpoint × every kind of user — visitors get 401, the wrong roles 403, the right ones through.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ACTORS, allActors, type ActorName, type Client } from '../../helpers/actors';

const api = suite<{ srv: TestServer; as: Record<ActorName, Client> }>('company and admin endpoints × roles');

const COMPANIES: ActorName[] = ['company', 'approvedCompany'];
const ADMINS: ActorName[] = ['admin', 'backendAdmin'];
const BACKEND: ActorName[] = ['backendAdmin'];
const SIGNED_IN: ActorName[] = ['student', 'company', 'approvedCompany', 'admin', 'backendAdmin'];
const MISSING = '00000000-0000-4000-8000-000000000000';

/** [method, path, body, who may pass the role check] */
const ROWS: Array<[string, string, unknown, ActorName[]]> = [
  ['POST', '/api/company-application', {}, COMPANIES],
  ['GET', '/api/company-requests/my', undefined, SIGNED_IN],
  ['POST', '/api/internships', {}, COMPANIES],
  ['PATCH', `/api/internships/${MISSING}`, {}, COMPANIES],
  ['GET', '/api/company/internships', undefined, COMPANIES],
  ['GET', '/api/company/applications', undefined, COMPANIES],
  ['PATCH', `/api/company/applications/${MISSING}/status`, { status: 'accepted' }, COMPANIES],
  ['GET', '/api/company/responsiveness', undefined, COMPANIES],
  ...['users', 'students', 'companies', 'pending-signups', 'applications', 'internships', 'blog', 'company-requests', 'audit', 'stats'].map(
    (list): [string, string, unknown, ActorName[]] => ['GET', `/api/admin/${list}`, undefined, ADMINS],
  ),
  ['PATCH', `/api/admin/users/${MISSING}`, { firstName: 'X' }, BACKEND],
  ['DELETE', `/api/admin/users/${MISSING}`, undefined, BACKEND],
  ['PATCH', `/api/admin/internships/${MISSING}`, { title: 'X' }, BACKEND],
  ['DELETE', `/api/admin/internships/${MISSING}`, undefined, BACKEND],
  ['PATCH', `/api/admin/applications/${MISSING}/status`, { status: 'accepted' }, BACKEND],
  ['POST', '/api/admin/blog', {}, BACKEND],
  ['PATCH', `/api/admin/blog/${MISSING}`, { title: 'X' }, BACKEND],
  ['DELETE', `/api/admin/blog/${MISSING}`, undefined, BACKEND],
  ['PATCH', `/api/admin/company-requests/${MISSING}`, { status: 'approved' }, BACKEND],
];

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.as = await allActors(ctx.srv);
});
api.after(async (ctx) => ctx.srv.close());

api('each row: 401 for visitors, 403 for roles without the right, and never 401/403/5xx for roles with it', async ({ as }) => {
  let cells = 0;
  for (const [method, path, body, allowed] of ROWS)
    for (const actor of ACTORS) {
      const res = await as[actor].request(method, path, body);
      const cell = `${method} ${path} as ${actor}: ${res.status} ${res.text.slice(0, 120)}`;
      assert.ok(res.status < 500, cell);
      if (actor === 'visitor') assert.is(res.status, 401, cell);
      else if (allowed.includes(actor)) assert.ok(res.status !== 401 && res.status !== 403, cell);
      else assert.is(res.status, 403, cell);
      assert.type(res.body?.message ?? '', 'string');
      cells += 1;
    }
  assert.is(cells, ROWS.length * ACTORS.length);
});

api('the allowed roles get real answers: 404 for missing records, 400 for bad bodies, with messages', async ({ as }) => {
  assert.equal((await as.backendAdmin.request('PATCH', `/api/admin/company-requests/${MISSING}`, { status: 'approved' })).body, { message: 'Company request not found' });
  assert.is((await as.backendAdmin.request('PATCH', `/api/admin/company-requests/${MISSING}`, { status: 'maybe' })).status, 400);
  assert.equal((await as.approvedCompany.request('PATCH', `/api/internships/${MISSING}`, { title: 'X' })).body, { message: 'Internship not found' });
  assert.is((await as.backendAdmin.request('DELETE', `/api/admin/users/${MISSING}`)).status, 404);
  const bad = await as.company.post('/api/company-application', {});
  assert.is(bad.status, 400);
  assert.is(bad.body.errors.companyName, 'Company name is required');
});

api.run();
