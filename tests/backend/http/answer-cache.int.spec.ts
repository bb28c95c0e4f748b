// API tests for the public reads answered from the answer cache and served to visitors before the session machinery:
// they follow every write to their read model, compress alike, and answer visitors and signed-in users the same.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Internship } from '@domain/internships/types';
import { editInternship } from '@backend/commands/internships/edit-internship';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client, rawGet } from '../../helpers/http';
import { approvedCompany, postTestInternship, signedInStudent, systemAt } from '../../helpers/journey-fixtures';

const api = suite<{ srv: TestServer; companyId: string }>('public reads: the answer cache');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.companyId = (await approvedCompany(ctx.srv)).id;
  for (let i = 0; i < 4; i++) await postTestInternship(ctx.srv, ctx.companyId, { title: `Standing ${i}` });
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const visitor = (srv: TestServer) => client(srv.url);
const titles = (list: Internship[]) => list.map((i) => i.title);

api('a visitor\'s list and detail follow posting, editing and closing an internship', async ({ srv, companyId }) => {
  const first = await postTestInternship(srv, companyId, { title: 'Cache first' });
  const before = await visitor(srv).get<Internship[]>('/api/internships');
  assert.ok(titles(before.body).includes('Cache first'));
  assert.is((await visitor(srv).get<Internship>(`/api/internships/${first.id}`)).body.title, 'Cache first', 'detail, now remembered');

  const second = await postTestInternship(srv, companyId, { title: 'Cache second' });
  const after = await visitor(srv).get<Internship[]>('/api/internships');
  assert.is(after.body.length, before.body.length + 1);
  assert.is(after.headers.get('x-total-count'), String(before.body.length + 1));
  assert.is(after.body[0].id, second.id, 'the new one, newest first');

  const edit = async (change: Parameters<typeof editInternship>[1]['edit']) => {
    const { appended } = await editInternship(systemAt(srv), { internshipId: first.id, edit: change, by: { id: companyId, as: 'company' } });
    assert.ok(await srv.backend.deps.projections.waitFor(appended));
  };
  await edit({ title: 'Cache first, renamed' });
  assert.is((await visitor(srv).get<Internship>(`/api/internships/${first.id}`)).body.title, 'Cache first, renamed');
  assert.ok(titles((await visitor(srv).get<Internship[]>('/api/internships')).body).includes('Cache first, renamed'));

  await edit({ isActive: false });
  const closed = await visitor(srv).get(`/api/internships/${first.id}`);
  assert.is(closed.status, 404);
  assert.is(closed.body.message, 'Internship not found');
  assert.not.ok(titles((await visitor(srv).get<Internship[]>('/api/internships')).body).includes('Cache first, renamed'));
  assert.is((await visitor(srv).get(`/api/internships/${first.id}`)).status, 404, 'a refusal is not remembered as an answer');
});

api('each query string is its own answer, with its own count and next link', async ({ srv }) => {
  const all = await visitor(srv).get<Internship[]>('/api/internships');
  const one = await visitor(srv).get<Internship[]>('/api/internships?limit=1');
  assert.is(one.body.length, 1);
  assert.is(one.headers.get('x-total-count'), all.headers.get('x-total-count'));
  assert.match(one.headers.get('link') ?? '', /limit=1/);
  assert.is((await visitor(srv).get('/api/internships?limit=0')).status, 400, 'bad input is still refused');
  assert.is(all.headers.get('link'), null);
});

api('visitors and signed-in users read the same bytes; only signed-in requests touch the session', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const plain = await visitor(srv).get('/api/internships');
  const mine = await student.get('/api/internships');
  assert.is(mine.text, plain.text);
  assert.equal((await fetch(`${srv.url}/api/internships`)).headers.getSetCookie(), [], 'a visitor gets no cookie');
  assert.is((await student.get('/api/user')).status, 200, 'the session still holds');
  assert.is((await visitor(srv).get('/api/user')).status, 401, 'and a visitor has none');
});

api('a visitor\'s repeated read replays the very response the whole chain made, headers and bytes', async ({ srv }) => {
  // Every answer has its own date and its own request id (X-Request-Id); all else is the very same.
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  for (const path of ['/api/internships?limit=2', '/api/blog']) {
    for (const encoding of ['identity', 'gzip, deflate, br']) {
      const get = () => fetch(srv.url + path, { headers: { 'Accept-Encoding': encoding } });
      const first = await get();
      const firstBody = await first.text();
      for (let i = 0; i < 3; i++) {
        const again = await get();
        assert.equal(headersOf(again), headersOf(first), `${path} (${encoding}), request ${i + 2}`);
        assert.is.not(again.headers.get('x-request-id'), first.headers.get('x-request-id'), 'a replay gets its own request id');
        assert.is(await again.text(), firstBody);
      }
      assert.ok(first.headers.get('content-security-policy'), 'the security headers come along');
    }
  }
});

api('cached answers are compressed once per encoding and decode to the plain answer', async ({ srv }) => {
  const plain = Buffer.from(await (await fetch(`${srv.url}/api/internships`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
  assert.ok(plain.length > 1024, `${plain.length} bytes: enough to compress`);
  for (const [accept, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(`${srv.url}/api/internships`, accept);
      assert.is(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers.vary), /Accept-Encoding/i);
      assert.ok(decode(res.body).equals(plain), `${encoding}, request ${i + 1}`);
    }
  }
});

api.run();
