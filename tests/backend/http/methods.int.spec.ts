// Methods the app does not serve get 405 Method Not Allowed with an Allow header on every path (API, pages, assets, the
// sitemap), a JSON message under /api, never a 501, a 500 or a stack; methods Node's parser does not know, and CONNECT, too.
// fetch() refuses TRACE, TRACK and CONNECT, so these requests go through node:http.
import { request } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';

interface Answer {
  status: number;
  allow: string | undefined;
  type: string | undefined;
  body: string;
}

/** One request with any method; CONNECT's answer comes as Node's 'connect' event. */
function send(srv: TestServer, method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers: { accept: 'application/json, text/html' } });
    const answer = (res: import('node:http').IncomingMessage, more?: import('node:stream').Duplex) => {
      let body = '';
      const take = (chunk: Buffer) => (body += chunk.toString());
      const done = () => resolve({ status: res.statusCode!, allow: res.headers.allow, type: res.headers['content-type'], body });
      if (more) {
        more.on('data', take).on('end', done).on('error', done);
        more.resume();
      } else res.on('data', take).on('end', done);
    };
    req.on('response', (res) => answer(res));
    req.on('connect', (res, socket, head) => {
      answer(res, socket);
      if (head.length) socket.unshift(head);
    });
    req.on('error', reject);
    req.end();
  });
}

const methods = (allow: string | undefined) => (allow ?? '').split(',').map((m) => m.trim()).filter(Boolean);

const api = suite<{ srv: TestServer }>('methods the app does not serve');
api.before(async (ctx) => {
  ctx.srv = await startTestServer({ web: true });
});
api.after(async (ctx) => ctx.srv.close());

const UNSERVED = ['TRACE', 'TRACK', 'PROPFIND', 'FOO', 'PUT', 'SEARCH', 'CONNECT'];

api('under /api: 405, an Allow header naming what the path serves, and a JSON message', async ({ srv }) => {
  const paths: Record<string, string[]> = {
    '/api/internships': ['GET', 'HEAD', 'POST'],
    '/api/admin/users': ['GET', 'HEAD'],
    '/api/user': ['GET', 'HEAD', 'PATCH', 'DELETE'],
    // A path no route has: the methods the API serves at all.
    '/api/nope': ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  };
  for (const method of UNSERVED)
    for (const [path, allowed] of Object.entries(paths)) {
      const res = await send(srv, method, path);
      const where = `${method} ${path}: ${res.status} ${res.body.slice(0, 120)}`;
      assert.is(res.status, 405, where);
      assert.match(res.type ?? '', /^application\/json/, where);
      assert.equal(JSON.parse(res.body), { message: 'Method not allowed' }, where);
      // Node's parser refuses TRACK and FOO before any route is looked at: their Allow is the API's in general.
      const expected = method === 'TRACK' || method === 'FOO' || method === 'CONNECT' ? paths['/api/nope'] : allowed;
      assert.equal(methods(res.allow).sort(), [...expected].sort(), where);
      assert.not.ok(methods(res.allow).includes(method), where);
    }
});

api('a method the API serves, on a path that lacks it: 405 with the path\'s Allow and a JSON message (not the 404\'s)', async ({ srv }) => {
  for (const [method, path] of [
    ['DELETE', '/api/internships'],
    ['PATCH', '/api/blog'],
  ]) {
    const res = await send(srv, method, path);
    assert.is(res.status, 405, `${method} ${path}`);
    assert.ok(methods(res.allow).includes('GET'), `${method} ${path}: ${res.allow}`);
    assert.equal(JSON.parse(res.body), { message: 'Method not allowed' });
  }
  const options = await send(srv, 'OPTIONS', '/api/internships');
  assert.equal([options.status, methods(options.allow).sort()], [200, ['GET', 'HEAD', 'POST']]);
});

api('pages, assets and the sitemap are read only: 405 with Allow for anything else; OPTIONS names the methods', async ({ srv }) => {
  for (const path of ['/', '/search', '/help', '/no-such-page', '/assets/app.js', '/sitemap.xml', '/robots.txt'])
    for (const method of [...UNSERVED, 'POST', 'PATCH', 'DELETE']) {
      const res = await send(srv, method, path);
      const where = `${method} ${path}: ${res.status} ${res.body.slice(0, 120)}`;
      assert.is(res.status, 405, where);
      assert.equal(methods(res.allow), ['GET', 'HEAD', 'OPTIONS'], where);
      assert.not.match(res.body, /\n\s+at /, 'no stack');
    }
  const options = await send(srv, 'OPTIONS', '/search');
  assert.equal([options.status, methods(options.allow)], [204, ['GET', 'HEAD', 'OPTIONS']]);
  assert.is((await send(srv, 'GET', '/search')).status, 200, 'pages are still served');
  assert.is((await send(srv, 'HEAD', '/search')).status, 200);
  assert.is((await send(srv, 'GET', '/api/internships')).status, 200, 'and the API');
});

api.run();
