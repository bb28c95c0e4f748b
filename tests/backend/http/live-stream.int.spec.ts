// The live stream over real HTTP (DESIGN.md §4.1): GET /api/user/stream tells the student and the company of a new message
// and of a change of the application, nobody else; resumes after Last-Event-ID; outlives the request timeouts; and works
// across instances on PostgreSQL (LISTEN/NOTIFY).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInStudent } from '../../helpers/journey-fixtures';
import { requirePostgres } from '../../helpers/postgres';
import { startTestServer, type TestServer } from '../../helpers/server';
import { openSse, type SseFrame } from '../../helpers/sse';

type Client = ReturnType<typeof client>;
const test = suite<{ srv: TestServer; company: Client; internship: Internship }>('live stream');

async function companyOn(srv: TestServer, name: string) {
  const { id } = await approvedCompany(srv, name);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  return { c, id };
}

/**
 * An adult student who applied to the internship and whose application the company marked reviewed; `mailFrom`: the instances
 * whose mailboxes the verification e-mail may be in (on PostgreSQL any instance may be the one sending).
 */
async function openThread(srv: TestServer, company: Client, internshipId: string, mailFrom: readonly TestServer[] = [srv]) {
  const student = client(srv.url);
  const email = uniqueEmail('live');
  assert.is((await student.post('/api/register', { ...studentBody(email), dateOfBirth: ADULT_STUDENT_BORN })).status, 201);
  await openVerificationLink(srv, email, mailFrom);
  const application = (await student.post<Application>('/api/applications', { internshipId, coverLetter: 'Hello from the live test.' })).body;
  assert.is((await company.patch(`/api/company/applications/${application.id}/status`, { status: 'reviewed' })).status, 200);
  return { student, application };
}

const about = (applicationId: string, event: string) => (f: SseFrame) => f.event === event && JSON.parse(f.data).applicationId === applicationId;

test.before(async (ctx) => {
  // Request timeouts far shorter than a stream's life: a stream must not be cut by them.
  ctx.srv = await startTestServer({ limits: { headersTimeoutMs: 1000, requestTimeoutMs: 1500, keepAliveTimeoutMs: 500 } });
  const { c, id } = await companyOn(ctx.srv, 'Live Kites');
  ctx.company = c;
  ctx.internship = await postTestInternship(ctx.srv, id, { title: 'Kite Tester' });
});
test.after(async (ctx) => ctx.srv.close());

test('signed out: 401; signed in: an event stream that is neither cached nor compressed', async ({ srv }) => {
  assert.is((await client(srv.url).get('/api/user/stream')).status, 401);
  const student = await signedInStudent(srv);
  const stream = await openSse(`${srv.url}/api/user/stream`, student.cookieHeader());
  assert.is(stream.status, 200);
  assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
  assert.match(String(stream.headers['cache-control']), /no-cache/);
  assert.is(stream.headers['content-encoding'], undefined);
  const open = async () => (await srv.backend.deps.metrics.openStreams.get()).values[0]?.value ?? 0;
  assert.is(await open(), 1, 'sse_streams_open counts it');
  stream.close();
  for (let i = 0; i < 50 && (await open()) !== 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.is(await open(), 0, 'and no longer once it is closed');
});

test('both sides hear of a message and of a status change; nobody else does; the stream outlives the request timeouts', async ({ srv, company, internship }) => {
  const { student, application } = await openThread(srv, company, internship.id);
  const [mine, theirs, stranger] = await Promise.all([
    openSse(`${srv.url}/api/user/stream`, student.cookieHeader()),
    openSse(`${srv.url}/api/user/stream`, company.cookieHeader()),
    signedInStudent(srv).then((s) => openSse(`${srv.url}/api/user/stream`, s.cookieHeader())),
  ]);
  await new Promise((r) => setTimeout(r, 2500)); // beyond the 1.5 s request timeout
  assert.is((await company.post(`/api/applications/${application.id}/messages`, { body: 'Welcome!' })).status, 201);
  const heard = await mine.next(about(application.id, 'message'));
  assert.ok(heard.id, 'each event has an id to resume after');
  await theirs.next(about(application.id, 'message'));
  assert.is((await company.patch(`/api/company/applications/${application.id}/status`, { status: 'accepted' })).status, 200);
  await mine.next(about(application.id, 'application'));
  await theirs.next(about(application.id, 'application'));
  await stranger.quiet(() => true, 300);
  for (const s of [mine, theirs, stranger]) s.close();
});

test('a stream resumes after Last-Event-ID with what it missed, and an id too far back (or never sent) resets', async ({ srv, company, internship }) => {
  const { student, application } = await openThread(srv, company, internship.id);
  const path = `/api/applications/${application.id}/messages`;
  const first = await openSse(`${srv.url}/api/user/stream`, student.cookieHeader());
  await company.post(path, { body: 'One' });
  const seen = await first.next(about(application.id, 'message'));
  first.close();
  await company.post(path, { body: 'Two' });
  await company.post(path, { body: 'Three' });
  const resumed = await openSse(`${srv.url}/api/user/stream`, student.cookieHeader(), seen.id!);
  const a = await resumed.next(about(application.id, 'message'));
  const b = await resumed.next(about(application.id, 'message'));
  assert.ok(seen.id! < a.id! && a.id! < b.id!, 'in log order, after the last one seen');
  await resumed.quiet(about(application.id, 'message'), 300);
  resumed.close();
  const reset = await openSse(`${srv.url}/api/user/stream`, student.cookieHeader(), 'zzzzzzzz');
  await reset.next((f) => f.event === 'reset');
  reset.close();
});

requirePostgres('live stream across instances', (cluster) => {
  test('on PostgreSQL, a stream on one instance hears of a message posted through another', async () => {
    const databaseUrl = await (await cluster()).createDatabase('live');
    const a = await startTestServer({ config: { databaseUrl } });
    const b = await startTestServer({ config: { databaseUrl } });
    try {
      const { id } = await approvedCompany(b, 'Cross Kites');
      const email = (await b.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
      const companyOnB = client(b.url);
      assert.is((await companyOnB.post('/api/login', { username: email, password: 'secret123' })).status, 200);
      const posted = await postTestInternship(b, id, { title: 'Cross Kite Tester' });
      const { student, application } = await openThread(b, companyOnB, posted.id, [a, b]);
      // The same session (shared in PostgreSQL) on instance A.
      const stream = await openSse(`${a.url}/api/user/stream`, student.cookieHeader());
      assert.is(stream.status, 200);
      assert.is((await companyOnB.post(`/api/applications/${application.id}/messages`, { body: 'Across instances' })).status, 201);
      await stream.next(about(application.id, 'message'));
      stream.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

test.run();
