// One JSON log line and one duration sample per request, with a request id (the client's X-Request-Id when it is a plain
// token, a new one otherwise) that is sent back and becomes the correlation id of every event the request appends. The route
// is the router's path (`/api/consent/:token`), never the URL: paths and queries may carry tokens or addresses.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppLogger, RequestId, RequestKind } from '@backend/observability/logger';
import type { Metrics } from '@backend/observability/metrics';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The label of a request's route: the matched router path, or what kind of path it was when no router matched. */
export function routeLabel(matched: string | undefined, path: string): string {
  if (matched) return matched;
  if (path === '/api' || path.startsWith('/api/')) return '(unmatched /api)';
  if (path.startsWith('/assets/')) return '/assets/*';
  return '(page)';
}

export const requestIdOf = (incoming: string | undefined): RequestId =>
  (incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()) as RequestId;

/** Records one answered request of its kind: its log line and its duration sample. */
export type RequestRecorder = (reqId: RequestId, ms: number) => void;

/**
 * The recorder of each kind of request (method, route, status), made on its first request and kept: its histogram series
 * and the shared part of its log lines are found once, not per request (a replayed read costs a few tens of µs in all).
 */
export function requestRecorders(logger: AppLogger, metrics: Pick<Metrics, 'requestDuration'>) {
  const made = new Map<string, RequestRecorder>();
  return (kind: RequestKind): RequestRecorder => {
    const key = `${kind.method} ${kind.status} ${kind.route}`;
    let recorder = made.get(key);
    if (!recorder) {
      const series = metrics.requestDuration.child(key, () => ({ method: kind.method, route: kind.route, status: String(kind.status) }));
      const writeLine = logger.requestLines(kind);
      recorder = (reqId, ms) => {
        series.observe(ms / 1000);
        writeLine(reqId, ms);
      };
      made.set(key, recorder);
    }
    return recorder;
  };
}

export function requestLog(recorderOf: ReturnType<typeof requestRecorders>): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const reqId = requestIdOf(ctx.get('X-Request-Id'));
    ctx.state.requestId = reqId;
    ctx.set('X-Request-Id', reqId);
    try {
      await next();
    } finally {
      const route = routeLabel((ctx as { _matchedRoute?: string })._matchedRoute, ctx.path);
      recorderOf({ method: ctx.method, route, status: ctx.status })(reqId, performance.now() - started);
    }
  };
}
