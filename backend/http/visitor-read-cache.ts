// Visitors' repeated reads answered first thing: a response that a cached answer made (answer-cache.ts) is replayed, headers
// and bytes as the whole middleware chain left them, for as long as its read model has not changed.
import type { Context, Middleware } from 'koa';
import type { Freshness } from './answer-cache';

export const SESSION_COOKIE = 'ifh.sid';

/** A visitor's read: a GET of the API without a session cookie (nothing to look up, no hint to keep in step). */
export const isVisitorRead = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.startsWith('/api/') && !ctx.get('Cookie').includes(`${SESSION_COOKIE}=`);

interface Replay {
  fresh: Freshness;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

/** Up to `size` responses (one per URL and Accept-Encoding), the oldest dropped first; GETs only (HEAD goes the whole way). */
export function visitorReadCache(size = 512): Middleware {
  const replays = new Map<string, Replay>();
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || !isVisitorRead(ctx)) return next();
    const key = `${ctx.get('Accept-Encoding')}\n${ctx.url}`;
    const replay = replays.get(key);
    if (replay?.fresh()) {
      ctx.set(replay.headers as Record<string, string>);
      ctx.body = replay.body;
      return;
    }
    await next();
    const fresh = ctx.state.answerFresh;
    if (!fresh || ctx.status !== 200 || !Buffer.isBuffer(ctx.body) || ctx.response.get('Set-Cookie')) return;
    replays.delete(key);
    if (replays.size >= size) replays.delete(replays.keys().next().value!);
    replays.set(key, { fresh, headers: { ...ctx.response.headers }, body: ctx.body });
  };
}
