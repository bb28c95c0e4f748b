// Router for operating the app from outside (DESIGN.md §4.4): GET /healthz (the process answers), GET /readyz (stores reachable,
// projections caught up; 503 otherwise) for load balancers, and GET /metrics (Prometheus) behind METRICS_TOKEN — or on a port
// of its own (METRICS_PORT, metrics-server.ts), and then not here.
import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Config } from '@backend/config';
import { readiness } from '@backend/observability/readiness';

export const METRICS_TOKEN_NEEDED = 'The metrics need a bearer token (METRICS_TOKEN).';
export const METRICS_ELSEWHERE = 'The metrics are served on METRICS_PORT.';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Whether the Authorization header carries the token (compared in constant time). */
export const bearerMatches = (header: string | undefined, token: string | null) =>
  !!token && !!header?.startsWith('Bearer ') && timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));

export function operationsRoutes(config: Pick<Config, 'metricsPort' | 'metricsToken'>) {
  const router = new Router();

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const { ready, checks } = await readiness(ctx.deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : 'not ready', checks };
  });

  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (config.metricsPort) {
      ctx.status = 404;
      ctx.body = { message: METRICS_ELSEWHERE };
      return;
    }
    if (!bearerMatches(ctx.get('Authorization') || undefined, config.metricsToken)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { message: METRICS_TOKEN_NEEDED };
      return;
    }
    ctx.type = ctx.deps.metrics.registry.contentType;
    ctx.body = await ctx.deps.metrics.registry.metrics();
  });

  return router;
}
