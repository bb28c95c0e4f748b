// Visitors' repeated reads answered first thing: a response that a cached answer made (answer-cache.ts) is replayed, headers
// and bytes as the whole middleware chain left them, for as long as its read model has not changed — by the server's
// request handler, before Koa makes a context for the request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Freshness } from './answer-cache';

export const SESSION_COOKIE = 'ifh.sid';

/** A visitor's read: a GET or HEAD of the API without a session cookie (nothing to look up, no hint to keep in step). */
export const isVisitorRead = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.url ?? '').startsWith('/api/') && !(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

interface Replay {
  fresh: Freshness;
  /** The router path that made it (for the log line and the metrics of its replays). */
  route: string;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
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
      // The remembered headers get this request's id in place: writeHead reads them into the head it writes at once, and a
      // new object per replay (a spread) cost several µs a request (bench).
      if (requestId) replay.headers['x-request-id'] = requestId;
      else delete replay.headers['x-request-id'];
      res.writeHead(200, replay.headers);
      res.end(replay.body);
      return replay.route;
    },
    async remember(ctx, next) {
      if (ctx.method !== 'GET' || !isVisitorRead(ctx.req)) return next();
      await next();
      const fresh = ctx.state.answerFresh;
      if (!fresh || ctx.status !== 200 || !Buffer.isBuffer(ctx.body) || ctx.response.get('Set-Cookie')) return;
      const key = keyOf(ctx.req.headers['accept-encoding'], ctx.url);
      replays.delete(key);
      if (replays.size >= size) replays.delete(replays.keys().next().value!);
      // The request id is the original request's own: each replay gets a new one.
      const { 'x-request-id': _id, ...headers } = ctx.response.headers;
      const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path;
      replays.set(key, { fresh, route, headers, body: ctx.body });
    },
  };
}
