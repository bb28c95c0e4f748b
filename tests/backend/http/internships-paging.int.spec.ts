// API tests for paging GET /api/internships (DESIGN.md §2: a JSON array, `limit` and `cursor`, `Link: rel="next"`,
// X-Total-Count) and for compressed JSON answers, over real HTTP.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, rawGet } from '../../helpers/http';
import { approvedCompany, postTestInternship } from '../../helpers/journey-fixtures';
import type { Internship } from '@domain/internships/types';

const api = suite<{ srv: TestServer; newestFirst: string[] }>('internships API: pages and compression');
const COUNT = 7;

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const company = await approvedCompany(ctx.srv);
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    // Two internships share a posting time: the id orders them.
    const at = `2025-03-0${Math.min(i, 5) + 1}T10:00:00.000Z`;
    const posted = await postTestInternship(ctx.srv, company.id, { title: `Intern ${i}`, description: i % 2 ? 'Odd work, with Python' : 'Even work', location: 'Pune, India', skills: i % 2 ? ['Python'] : ['Design'] }, at);
    ids.push(posted.id);
  }
  ctx.newestFirst = (await client(ctx.srv.url).get<Internship[]>('/api/internships')).body.map((i) => i.id);
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const nextOf = (link: string | null) => link?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;

api('without limit the first page holds up to 50, with the total count and no next link when everything fits', async ({ srv, newestFirst }) => {
  const res = await client(srv.url).get<Internship[]>('/api/internships');
  assert.is(res.status, 200);
  assert.ok(Array.isArray(res.body));
  assert.is(res.body.length, COUNT);
  assert.is(res.headers.get('x-total-count'), String(COUNT));
  assert.is(res.headers.get('link'), null);
  assert.equal(res.body.map((i) => i.id), newestFirst);
  const dates = res.body.map((i) => i.createdAt);
  assert.equal(dates, [...dates].sort().reverse(), 'newest first');
});

api('pages of `limit` follow the Link header through every match exactly once, in order, keeping the filters', async ({ srv, newestFirst }) => {
  const c = client(srv.url);
  let path: string | null = '/api/internships?limit=3';
  const seen: string[] = [];
  const sizes: number[] = [];
  while (path) {
    const res = await c.get<Internship[]>(path);
    assert.is(res.status, 200, res.text);
    assert.is(res.headers.get('x-total-count'), String(COUNT));
    seen.push(...res.body.map((i) => i.id));
    sizes.push(res.body.length);
    path = nextOf(res.headers.get('link'));
    if (path) assert.match(path, /limit=3/);
  }
  assert.equal(sizes, [3, 3, 1]);
  assert.equal(seen, newestFirst);

  const first = await c.get<Internship[]>('/api/internships?skills=Python&limit=2');
  assert.is(first.headers.get('x-total-count'), '3');
  const next = nextOf(first.headers.get('link'))!;
  assert.match(next, /skills=Python/);
  const second = await c.get<Internship[]>(next);
  assert.equal([...first.body, ...second.body].map((i) => i.title).sort(), ['Intern 1', 'Intern 3', 'Intern 5']);
  assert.is(second.headers.get('link'), null);
});

api('limit outside 1–100 and unreadable cursors are 400', async ({ srv }) => {
  const c = client(srv.url);
  for (const limit of ['0', '101', 'ten', '2.5']) {
    const res = await c.get(`/api/internships?limit=${limit}`);
    assert.is(res.status, 400, `limit=${limit}`);
    assert.is(res.body.errors.limit, 'Limit must be a whole number from 1 to 100');
  }
  assert.is((await c.get('/api/internships?limit=100')).status, 200);
  for (const cursor of ['not-base64-json', Buffer.from('[1,2]').toString('base64url')]) {
    const res = await c.get(`/api/internships?cursor=${cursor}`);
    assert.is(res.status, 400);
    assert.is(res.body.message, 'Invalid cursor');
  }
});

api('JSON answers are compressed for browsers that accept it, and plain for those that do not', async ({ srv }) => {
  const gz = await rawGet(`${srv.url}/api/internships`, 'gzip');
  assert.is(gz.headers['content-encoding'], 'gzip');
  const plain = await rawGet(`${srv.url}/api/internships`, 'identity');
  assert.is(plain.headers['content-encoding'], undefined);
  assert.equal(JSON.parse(gunzipSync(gz.body).toString('utf8')), JSON.parse(plain.body.toString('utf8')));
  assert.ok(gz.body.length < plain.body.length / 2, `${gz.body.length} compressed bytes of ${plain.body.length}`);
  const br = await rawGet(`${srv.url}/api/internships`, 'br, gzip');
  assert.is(br.headers['content-encoding'], 'br');
});

api.run();
