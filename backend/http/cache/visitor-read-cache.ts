// Visitors' repeated reads answered first thing: a response that a cached answer made (answer-cache.ts) is replayed, headers
// and bytes as the whole middleware chain left them, for as long as its read model has not changed — by the server's
// request handler, before Koa makes a context for the request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Freshness } from './answer-cache';
import { type RememberedAnswer, rememberedFrom, sendRemembered } from './remembered-answer';

export const SESSION_COOKIE = 'ifh.sid';

/** A visitor's read: a GET or HEAD of the API without a session cookie (nothing to look up, no hint to keep in step). */
export const isVisitorRead = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.url ?? '').startsWith('/api/') && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

interface Replay extends RememberedAnswer {
  fresh: Freshness;
}

export interface VisitorReadCache {
  /** Remembers the visitors' cacheable answers (the first middleware: what it sees is what the whole chain made). */
  remember: Middleware;
  /**
   * Answers a visitor's GET from a remembered, still fresh answer, under `requestId` (X-Request-Id): the route it replayed when
   * it did (Koa is then not called), null otherwise.
   */
  replay(req: IncomingMessage, res: ServerResponse, requestId?: string): string | null;
}

const keyOf = (acceptEncoding: string | undefined, url: string) => `${acceptEncoding ?? ''}\n${url}`;

/** Up to `size` responses (one per URL and Accept-Encoding), the oldest dropped first; GETs only (HEAD goes the whole way). */
export function visitorReadCache(size = 512): VisitorReadCache {
  const replays = new Map<string, Replay>();
  return {
    replay(req, res, requestId) {
      if (req.method !== 'GET' || !isVisitorRead(req)) return null;
      const replay = replays.get(keyOf(req.headers['accept-encoding'], req.url!));
      if (!replay?.fresh()) return null;
      return sendRemembered(res, replay, requestId);
    },
    async remember(ctx, next) {
      if (ctx.method !== 'GET' || !isVisitorRead(ctx.req)) return next();
      await next();
      const fresh = ctx.state.answerFresh;
      if (!fresh || ctx.status !== 200 || !Buffer.isBuffer(ctx.body) || ctx.response.get('Set-Cookie')) return;
      const key = keyOf(ctx.req.headers['accept-encoding'], ctx.url);
      replays.delete(key);
      if (replays.size >= size) replays.delete(replays.keys().next().value!);
      replays.set(key, { fresh, ...rememberedFrom(ctx, ctx.body) });
    },
  };
}
