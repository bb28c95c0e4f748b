// The requests in hand over real HTTP (backend/processors/foreground.ts): each request is in hand until it is answered —
// refused, failed or aborted ones too — and a live stream, open for as long as its page, is not.
import { request } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { client } from '../../helpers/http';
import { signedInStudent } from '../../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../../helpers/server';
import { openSse } from '../../helpers/sse';

const test = suite<{ srv: TestServer }>('requests in hand');

test.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
test.after(async (ctx) => {
  await ctx.srv.close();
});

const inHand = (srv: TestServer) => srv.backend.deps.foreground.inHand();
const settled = async (srv: TestServer) => {
  for (let i = 0; i < 100 && inHand(srv) > 0; i++) await new Promise((r) => setTimeout(r, 10));
  return inHand(srv);
};

test('answered, refused and missing requests leave; none is left in hand', async ({ srv }) => {
  const visitor = client(srv.url);
  const answers = await Promise.all([
    visitor.get('/api/internships'),
    visitor.post('/api/applications', { internshipId: 'x', coverLetter: 'Hello' }),
    visitor.get('/api/no-such-thing'),
    visitor.post('/api/login', { username: 'nobody@example.com', password: 'wrong-password' }),
  ]);
  assert.equal(answers.map((a) => a.status), [200, 401, 404, 401]);
  assert.is(await settled(srv), 0);
});

test('a request in progress is in hand; its client going away ends it', async ({ srv }) => {
  // A body announced but never finished: the request stays in hand until the client gives up.
  const req = request(`${srv.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } });
  req.on('error', () => undefined);
  req.write('{"username":');
  for (let i = 0; i < 100 && inHand(srv) === 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.is(inHand(srv), 1);
  req.destroy();
  assert.is(await settled(srv), 0);
});

test('an open live stream is not a request in hand', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const stream = await openSse(`${srv.url}/api/user/stream`, student.cookieHeader());
  assert.is(stream.status, 200);
  assert.is(await settled(srv), 0);
  stream.close();
});

test.run();
