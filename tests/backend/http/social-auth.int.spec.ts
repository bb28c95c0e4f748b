// API tests for social login: Google, Apple and GitHub entries and callbacks answer 404 'Social login is not set up', and
// GET /api/auth/providers says that none is set up.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';

const api = suite<{ srv: TestServer }>('social login API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

api('known providers → 404 Social login is not set up', async ({ srv }) => {
  const c = client(srv.url);
  for (const provider of ['google', 'apple', 'github'])
    for (const path of [`/api/auth/${provider}`, `/api/auth/${provider}/callback?code=abc`]) {
      const res = await c.get(path);
      assert.is(res.status, 404, path);
      assert.equal(res.body, { message: 'Social login is not set up' });
    }
});

api('GET /api/auth/providers lists the providers that are set up: none', async ({ srv }) => {
  const res = await client(srv.url).get('/api/auth/providers');
  assert.is(res.status, 200);
  assert.equal(res.body, { providers: [] });
});

api('unknown providers → the generic 404', async ({ srv }) => {
  const res = await client(srv.url).get('/api/auth/myspace');
  assert.is(res.status, 404);
  assert.equal(res.body, { message: 'Not found' });
  assert.equal((await client(srv.url).get('/api/auth/myspace/callback')).body, { message: 'Not found' });
});

api.run();
