// API tests of the visitors' read cache over real HTTP: which answers it remembers, and that a remembered one is replayed by
// the request handler without the Koa chain running again (a counting middleware stands for the chain).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { visitorReadCache, SESSION_COOKIE } from '@backend/http/cache/visitor-read-cache';

interface Ctx {
  server: Server;
  url: string;
  /** Requests the Koa chain answered (replays do not count). */
  chainRuns: number;
  /** What the chain's answers say about their freshness. */
  fresh: boolean;
  /** Answers of the chain: `n` is its run, so a replay shows the run that made it. */
  answer: { status: number; cookie: boolean };
}

const cache = suite<Ctx>('visitor read cache: replayed before Koa');

cache.before(async (ctx) => {
  ctx.chainRuns = 0;
  ctx.fresh = true;
  ctx.answer = { status: 200, cookie: false };
  const replays = visitorReadCache(3);
  const app = new Koa();
  app.use(replays.remember);
  app.use((k) => {
    ctx.chainRuns++;
    k.state.answerFresh = () => ctx.fresh;
    k.status = ctx.answer.status;
    k.set('X-Chain-Run', String(ctx.chainRuns));
    if (ctx.answer.cookie) k.set('Set-Cookie', 'hint=1');
    k.type = 'application/json';
    k.body = Buffer.from(JSON.stringify({ run: ctx.chainRuns, url: k.url, encoding: k.get('Accept-Encoding') }));
  });
  const koa = app.callback();
  ctx.server = createServer((req, res) => {
    if (!replays.replay(req, res)) void koa(req, res);
  });
  await new Promise<void>((r) => ctx.server.listen(0, '127.0.0.1', r));
  ctx.url = `http://127.0.0.1:${(ctx.server.address() as { port: number }).port}`;
});
cache.after(async (ctx) => {
  await new Promise<void>((r) => ctx.server.close(() => r()));
});
cache.before.each((ctx) => {
  ctx.fresh = true;
  ctx.answer = { status: 200, cookie: false };
});

const get = async (ctx: Ctx, path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const res = await fetch(ctx.url + path, { method, headers });
  return { status: res.status, run: res.headers.get('x-chain-run'), type: res.headers.get('content-type'), body: method === 'HEAD' ? '' : await res.text() };
};

cache('a visitor\'s second GET is the first answer replayed, status, headers and bytes, without the chain', async (ctx) => {
  const first = await get(ctx, '/api/a');
  const runs = ctx.chainRuns;
  const again = await get(ctx, '/api/a');
  assert.is(ctx.chainRuns, runs, 'the chain did not run for the replay');
  assert.equal(again, first);
  assert.is(again.type, 'application/json; charset=utf-8');
});

cache('an answer is replayed only while its read model has not changed', async (ctx) => {
  await get(ctx, '/api/b');
  ctx.fresh = false;
  const runs = ctx.chainRuns;
  const after = await get(ctx, '/api/b');
  assert.is(ctx.chainRuns, runs + 1, 'a stale answer is made again');
  assert.is(after.run, String(runs + 1));
});

cache('each URL and Accept-Encoding is its own answer', async (ctx) => {
  const plain = await get(ctx, '/api/c', { 'Accept-Encoding': 'identity' });
  const other = await get(ctx, '/api/c', { 'Accept-Encoding': 'gzip' });
  const query = await get(ctx, '/api/c?x=1', { 'Accept-Encoding': 'identity' });
  assert.is.not(other.run, plain.run);
  assert.is.not(query.run, plain.run);
  assert.is((await get(ctx, '/api/c', { 'Accept-Encoding': 'identity' })).run, plain.run);
});

cache('signed-in requests, HEAD, writes and pages are never replayed', async (ctx) => {
  await get(ctx, '/api/d');
  let runs = ctx.chainRuns;
  await get(ctx, '/api/d', { Cookie: `${SESSION_COOKIE}=abc` });
  assert.is(ctx.chainRuns, ++runs, 'a session cookie goes through the chain');
  await get(ctx, '/api/d', {}, 'HEAD');
  assert.is(ctx.chainRuns, ++runs, 'HEAD goes through the chain');
  await get(ctx, '/api/d', {}, 'DELETE');
  assert.is(ctx.chainRuns, ++runs, 'a write goes through the chain');
  await get(ctx, '/about');
  await get(ctx, '/about');
  assert.is(ctx.chainRuns, runs + 2, 'pages are not the API');
});

cache('refusals and answers that set a cookie are not remembered', async (ctx) => {
  ctx.answer = { status: 404, cookie: false };
  await get(ctx, '/api/e');
  const runs = ctx.chainRuns;
  ctx.answer = { status: 200, cookie: false };
  assert.is((await get(ctx, '/api/e')).run, String(runs + 1), 'the 404 was not replayed');
  ctx.answer = { status: 200, cookie: true };
  await get(ctx, '/api/f');
  await get(ctx, '/api/f');
  assert.is(ctx.chainRuns, runs + 3, 'an answer that sets a cookie is made each time');
});

cache('it keeps the newest answers up to its size', async (ctx) => {
  const one = await get(ctx, '/api/g1');
  const two = await get(ctx, '/api/g2');
  await get(ctx, '/api/g3');
  await get(ctx, '/api/g4');
  assert.is((await get(ctx, '/api/g2')).run, two.run, 'the three newest are kept');
  assert.is.not((await get(ctx, '/api/g1')).run, one.run, 'the oldest was dropped');
});

cache.run();
