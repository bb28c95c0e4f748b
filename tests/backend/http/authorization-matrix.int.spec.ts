// The authorization matrix, generated from the routers: every registered route × every kind of user has an expected outcome
// (401 visitor, 403 wrong role, or allowed: never 401/403/5xx); a route added without a row makes this test fail.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ACTORS, allActors, type ActorName, type Client } from '../../helpers/actors';
import { concretePath, methodOf, registeredRoutes } from '../../helpers/routes';

const api = suite<{ srv: TestServer; as: Record<ActorName, Client> }>('authorization matrix');

const EVERYONE: ActorName[] = [...ACTORS];
const SIGNED_IN: ActorName[] = ['student', 'company', 'approvedCompany', 'admin', 'backendAdmin'];
const STUDENTS: ActorName[] = ['student'];
const COMPANIES: ActorName[] = ['company', 'approvedCompany'];
const ADMINS: ActorName[] = ['admin', 'backendAdmin'];
const BACKEND: ActorName[] = ['backendAdmin'];

/** Who may pass each route's role check. A body is sent where the route reads one. */
const MATRIX: Record<string, { allowed: ActorName[]; body?: unknown; stream?: true }> = {
  'POST /api/register': { allowed: EVERYONE, body: {} },
  'POST /api/login': { allowed: EVERYONE, body: {} },
  'POST /api/logout': { allowed: EVERYONE },
  'POST /api/password-reset': { allowed: EVERYONE, body: {} },
  'POST /api/password-reset/confirm': { allowed: EVERYONE, body: {} },
  'POST /api/user/verify-email': { allowed: EVERYONE, body: {} },
  'POST /api/user/verify-email/resend': { allowed: SIGNED_IN },
  'GET /api/user': { allowed: SIGNED_IN },
  'PATCH /api/user': { allowed: SIGNED_IN, body: { firstName: '' } },
  'DELETE /api/user': { allowed: SIGNED_IN, body: {} },
  'POST /api/user/password': { allowed: SIGNED_IN, body: {} },
  'PUT /api/user/language': { allowed: SIGNED_IN, body: {} },
  'POST /api/user/sessions/end': { allowed: SIGNED_IN },
  'PATCH /api/user/profile': { allowed: STUDENTS, body: {} },
  'PUT /api/user/resume': { allowed: STUDENTS },
  'GET /api/user/resume': { allowed: STUDENTS },
  'DELETE /api/user/resume': { allowed: STUDENTS },
  'GET /api/applications/:id/resume': { allowed: SIGNED_IN },
  'GET /api/companies': { allowed: EVERYONE },
  'GET /api/users/:id': { allowed: EVERYONE },
  'GET /api/users/:id/responsiveness': { allowed: EVERYONE },
  'GET /api/auth/providers': { allowed: EVERYONE },
  'GET /api/auth/:provider': { allowed: EVERYONE },
  'GET /api/auth/:provider/callback': { allowed: EVERYONE },
  'GET /api/internships': { allowed: EVERYONE },
  'GET /api/internships/:id': { allowed: EVERYONE },
  'GET /api/internship-categories': { allowed: EVERYONE },
  'POST /api/internships': { allowed: COMPANIES, body: {} },
  'PATCH /api/internships/:id': { allowed: COMPANIES, body: {} },
  'GET /api/applications': { allowed: SIGNED_IN },
  'POST /api/applications': { allowed: STUDENTS, body: {} },
  'GET /api/applications/:id/history': { allowed: SIGNED_IN },
  'POST /api/applications/:id/withdraw': { allowed: STUDENTS, body: {} },
  // Threads (DESIGN.md §4.1): the two sides of an application; unread counts for anyone signed in.
  'GET /api/applications/:id/messages': { allowed: [...STUDENTS, ...COMPANIES] },
  'POST /api/applications/:id/messages': { allowed: [...STUDENTS, ...COMPANIES], body: {} },
  'POST /api/messages/:id/report': { allowed: [...STUDENTS, ...COMPANIES], body: {} },
  // Reports of postings and companies (DESIGN.md §4.2): students only.
  'POST /api/internships/:id/reports': { allowed: STUDENTS, body: {} },
  'POST /api/users/:id/reports': { allowed: STUDENTS, body: {} },
  'GET /api/user/unread': { allowed: SIGNED_IN },
  // The live stream never ends by itself: its cell reads the status, then hangs up.
  'GET /api/user/stream': { allowed: SIGNED_IN, stream: true },
  // Interviews (DESIGN.md §4.1): the company proposes, the student answers, either side lists them and gets the invitation.
  'POST /api/applications/:id/interviews': { allowed: COMPANIES, body: {} },
  'GET /api/applications/:id/interviews': { allowed: [...STUDENTS, ...COMPANIES] },
  'POST /api/interviews/:id/accept': { allowed: STUDENTS, body: {} },
  'POST /api/interviews/:id/decline': { allowed: STUDENTS },
  'GET /api/interviews/:id/ics': { allowed: [...STUDENTS, ...COMPANIES] },
  'GET /api/admin/reports': { allowed: ADMINS },
  'PATCH /api/admin/reports/:id': { allowed: BACKEND, body: {} },
  // Completion and certificates (DESIGN.md §4.1): the company proposes, the student confirms; a certificate is public by its address.
  'POST /api/applications/:id/completion': { allowed: COMPANIES, body: {} },
  'POST /api/applications/:id/completion/confirm': { allowed: STUDENTS, body: {} },
  'GET /api/applications/:id/completion': { allowed: [...STUDENTS, ...COMPANIES] },
  'GET /api/applications/:id/certificate': { allowed: [...STUDENTS, ...COMPANIES] },
  'GET /api/users/:id/record': { allowed: EVERYONE },
  'GET /api/certificates/:id': { allowed: EVERYONE },
  'GET /api/certificates/:id/pdf': { allowed: EVERYONE },
  'GET /api/certificates/:id/credential': { allowed: EVERYONE },
  'GET /.well-known/jwks.json': { allowed: EVERYONE },
  'POST /api/admin/certificates/:id/revoke': { allowed: BACKEND, body: {} },
  'GET /api/favorites': { allowed: STUDENTS },
  'GET /api/favorites/internships': { allowed: STUDENTS },
  'POST /api/favorites': { allowed: STUDENTS, body: {} },
  'DELETE /api/favorites/:internshipId': { allowed: STUDENTS },
  // Saved searches and recommendations (DESIGN.md §4.6): students only.
  'GET /api/user/searches': { allowed: STUDENTS },
  'POST /api/user/searches': { allowed: STUDENTS, body: {} },
  'PATCH /api/user/searches/:id': { allowed: STUDENTS, body: {} },
  'DELETE /api/user/searches/:id': { allowed: STUDENTS },
  'GET /api/user/recommendations': { allowed: STUDENTS },
  'GET /api/blog': { allowed: EVERYONE },
  'GET /api/blog/:slug': { allowed: EVERYONE },
  'POST /api/company-application': { allowed: COMPANIES, body: {} },
  'GET /api/company-requests/my': { allowed: SIGNED_IN },
  'GET /api/company/internships': { allowed: COMPANIES },
  'GET /api/company/applications': { allowed: COMPANIES },
  'PATCH /api/company/applications/:id/status': { allowed: COMPANIES, body: { status: 'accepted' } },
  'GET /api/company/responsiveness': { allowed: COMPANIES },
  ...Object.fromEntries(
    ['users', 'students', 'companies', 'pending-signups', 'applications', 'internships', 'blog', 'company-requests', 'audit', 'stats'].map((l) => [
      `GET /api/admin/${l}`,
      { allowed: ADMINS },
    ]),
  ),
  'PATCH /api/admin/users/:id': { allowed: BACKEND, body: { firstName: 'X' } },
  'DELETE /api/admin/users/:id': { allowed: BACKEND },
  'PATCH /api/admin/internships/:id': { allowed: BACKEND, body: { title: 'X' } },
  'DELETE /api/admin/internships/:id': { allowed: BACKEND },
  'PATCH /api/admin/applications/:id/status': { allowed: BACKEND, body: { status: 'accepted' } },
  'POST /api/admin/blog': { allowed: BACKEND, body: {} },
  'PATCH /api/admin/blog/:id': { allowed: BACKEND, body: { title: 'X' } },
  'DELETE /api/admin/blog/:id': { allowed: BACKEND },
  'PATCH /api/admin/company-requests/:id': { allowed: BACKEND, body: { status: 'approved' } },
  // Parental consent: the student's own view and request; the parent's page works through the signed link alone.
  'GET /api/consent-policy': { allowed: EVERYONE },
  'GET /api/user/consent': { allowed: STUDENTS },
  'POST /api/user/consent/resend': { allowed: STUDENTS, body: {} },
  'GET /api/consent/:token': { allowed: EVERYONE },
  'POST /api/consent/:token/give': { allowed: EVERYONE },
  'POST /api/consent/:token/refuse': { allowed: EVERYONE },
  'POST /api/consent/:token/withdraw': { allowed: EVERYONE },
  'GET /api/consent/:token/threads': { allowed: EVERYONE },
  'GET /api/consent/:token/threads/:applicationId': { allowed: EVERYONE },
};

/** A stream's status (and an error's text), hanging up once the headers are in. */
async function statusOfStream(actor: Client, path: string): Promise<{ status: number; text: string }> {
  const hangUp = new AbortController();
  const res = await fetch(`${matrixServer.url}${path}`, { headers: { cookie: actor.cookieHeader() }, signal: hangUp.signal });
  const text = res.ok ? '' : await res.text();
  hangUp.abort();
  return { status: res.status, text };
}
let matrixServer: TestServer;

api.before(async (ctx) => {
  ctx.srv = matrixServer = await startTestServer();
  ctx.as = await allActors(ctx.srv);
});
api.after(async (ctx) => ctx.srv.close());

api('every registered route has a row, and every row a route', () => {
  const routes = registeredRoutes();
  assert.equal(routes.filter((r) => !MATRIX[r]), [], 'routes without a row in the matrix');
  assert.equal(Object.keys(MATRIX).filter((r) => !routes.includes(r)), [], 'rows without a route');
});

api('each cell: 401 for visitors where sign-in is needed, 403 for roles without the right, never 401/403/5xx with it', async ({ as }) => {
  let cells = 0;
  // Sign-outs last (signing out everywhere before the plain sign-out, which everyone may call), so no other cell loses its session.
  const order = (r: string) => (r === 'POST /api/logout' ? 2 : r === 'POST /api/user/sessions/end' ? 1 : 0);
  const routes = registeredRoutes().sort((a, b) => order(a) - order(b));
  for (const route of routes) {
    const { allowed, body, stream } = MATRIX[route];
    for (const actor of ACTORS) {
      const res = stream ? await statusOfStream(as[actor], concretePath(route)) : await as[actor].request(methodOf(route), concretePath(route), body);
      const cell = `${route} as ${actor}: ${res.status} ${res.text.slice(0, 100)}`;
      assert.ok(res.status < 500, cell);
      if (allowed.includes(actor)) assert.ok(res.status !== 401 && res.status !== 403, cell);
      else assert.is(res.status, actor === 'visitor' ? 401 : 403, cell);
      cells += 1;
    }
  }
  console.log(`authorization matrix: ${routes.length} routes × ${ACTORS.length} kinds of user = ${cells} cells`);
});

api.run();
