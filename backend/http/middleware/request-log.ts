// One JSON log line and one duration sample per request, with a request id (the client's X-Request-Id when it is a plain
// token, a new one otherwise) that is sent back and becomes the correlation id of every event the request appends. The route
// is the router's path (`/api/consent/:token`), never the URL: paths and queries may carry tokens or addresses.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppLogger, RequestLine } from '@backend/observability/logger';
import type { Metrics } from '@backend/observability/metrics';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The label of a request's route: the matched router path, or what kind of path it was when no router matched. */
export function routeLabel(matched: string | undefined, path: string): string {
  if (matched) return matched;
  if (path === '/api' || path.startsWith('/api/')) return '(unmatched /api)';
  if (path.startsWith('/assets/')) return '/assets/*';
  return '(page)';
}

export const requestIdOf = (incoming: string | undefined): string => (incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID());

/** Records one answered request: the log line and the duration histogram. */
export function recordRequest(logger: AppLogger, metrics: Pick<Metrics, 'requestDuration'>, r: RequestLine) {
  metrics.requestDuration
    .child(`${r.method} ${r.status} ${r.route}`, () => ({ method: r.method, route: r.route, status: String(r.status) }))
    .observe(r.ms / 1000);
  logger.request({ reqId: r.reqId, method: r.method, route: r.route, status: r.status, ms: Math.round(r.ms * 100) / 100 });
}

export function requestLog(logger: AppLogger, metrics: Pick<Metrics, 'requestDuration'>): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const reqId = requestIdOf(ctx.get('X-Request-Id'));
    ctx.state.requestId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const route = routeLabel((ctx as { _matchedRoute?: string })._matchedRoute, ctx.path);
      recordRequest(logger, metrics, { reqId, method: ctx.method, route, status: ctx.status, ms: performance.now() - started });
    }
  };
}
