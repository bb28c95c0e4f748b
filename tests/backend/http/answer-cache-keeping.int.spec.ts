// API tests of the answer cache over real HTTP: an answer is made once while its collection stands still and made again
// after a write; with keepFromSecondAsk, a URL's answer is kept (and vouched for) only from its second ask.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { answerCache } from '@backend/http/cache/answer-cache';

interface Ctx {
  server: Server;
  url: string;
  /** Answers made, per URL. */
  made: Map<string, number>;
  /** The collection's count of writes. */
  writes: number;
}

const cache = suite<Ctx>('answer cache: made once, kept from the second ask');

cache.before(async (ctx) => {
  const collection = { changeCount: () => ctx.writes };
  const plain = answerCache(4);
  const searches = answerCache(1, { keepFromSecondAsk: true });
  const app = new Koa();
  app.use(async (k) => {
    k.deps = { readStore: { collection: () => collection } } as never;
    const answer = k.path.startsWith('/api/search') ? searches : plain;
    await answer(k, 'things', async () => {
      ctx.made.set(k.url, (ctx.made.get(k.url) ?? 0) + 1);
      return { body: Buffer.from(JSON.stringify({ url: k.url, made: ctx.made.get(k.url) })) };
    });
    k.set('X-Vouched', String(!!k.state.answerFresh?.()));
  });
  ctx.server = createServer(app.callback());
  await new Promise<void>((r) => ctx.server.listen(0, '127.0.0.1', r));
  ctx.url = `http://127.0.0.1:${(ctx.server.address() as { port: number }).port}`;
});
cache.after(async (ctx) => {
  await new Promise<void>((r) => ctx.server.close(() => r()));
});
cache.before.each((ctx) => {
  ctx.made = new Map();
  ctx.writes = 0;
});

const get = async (ctx: Ctx, path: string) => {
  const res = await fetch(ctx.url + path);
  return { body: (await res.json()) as { made: number }, vouched: res.headers.get('x-vouched') === 'true' };
};

cache('an answer is made once while the collection stands still, and again after a write', async (ctx) => {
  const first = await get(ctx, '/api/things?a=1');
  assert.is(first.body.made, 1);
  assert.ok(first.vouched);
  assert.is((await get(ctx, '/api/things?a=1')).body.made, 1);
  ctx.writes++;
  assert.is((await get(ctx, '/api/things?a=1')).body.made, 2);
  assert.is(ctx.made.get('/api/things?a=1'), 2);
});

cache('keepFromSecondAsk: the first ask is made and not vouched for; the second is made and kept; the third is the kept one', async (ctx) => {
  const first = await get(ctx, '/api/search?q=a');
  assert.equal([first.body.made, first.vouched], [1, false]);
  const second = await get(ctx, '/api/search?q=a');
  assert.equal([second.body.made, second.vouched], [2, true]);
  const third = await get(ctx, '/api/search?q=a');
  assert.equal([third.body.made, third.vouched], [2, true]);
  // A kept answer made stale by a write is made again and kept at once: the URL was asked again already.
  ctx.writes++;
  assert.equal(Object.values(await get(ctx, '/api/search?q=a')), [{ made: 3, url: '/api/search?q=a' }, true]);
  assert.is((await get(ctx, '/api/search?q=a')).body.made, 3);
});

cache('keepFromSecondAsk remembers 4 URLs asked once for each answer it keeps: an older one counts as asked first again', async (ctx) => {
  await get(ctx, '/api/search?q=old');
  for (const q of ['b', 'c', 'd', 'e']) await get(ctx, `/api/search?q=${q}`);
  // 'old' was forgotten among the asked-once: this ask is a first one again.
  assert.is((await get(ctx, '/api/search?q=old')).vouched, false);
  // 'e' is still remembered: its second ask is kept.
  assert.is((await get(ctx, '/api/search?q=e')).vouched, true);
  assert.is((await get(ctx, '/api/search?q=e')).body.made, 2);
});

cache.run();
