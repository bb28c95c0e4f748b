// An answer remembered as the whole middleware chain left it (headers and bytes), and its replay under a new request id.
import type { ServerResponse } from 'node:http';
import type { Context } from 'koa';

export interface RememberedAnswer {
  /** The router path that made it (for the log line and the metrics of its replays). */
  route: string;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

/** The answer's headers without its request id (each replay gets its own) and the route that made it. */
export function rememberedFrom(ctx: Context, body: Buffer): RememberedAnswer {
  const { 'x-request-id': _id, ...headers } = ctx.response.headers;
  const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path;
  return { route, headers, body };
}

/** Writes a remembered answer under `requestId` (X-Request-Id) and returns the route that made it. */
export function sendRemembered(res: ServerResponse, answer: RememberedAnswer, requestId?: string): string {
  // The remembered headers get this request's id in place: writeHead reads them into the head it writes at once, and a
  // new object per replay (a spread) cost several µs a request (bench).
  if (requestId) answer.headers['x-request-id'] = requestId;
  else delete answer.headers['x-request-id'];
  res.writeHead(200, answer.headers);
  res.end(answer.body);
  return answer.route;
}
