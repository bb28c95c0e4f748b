// The HTTP app: Koa with the security headers, sessions, body parsing, one router per resource and the SPA, over the core (core.ts).
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import session from 'koa-session';
import helmet from 'koa-helmet';
import { randomUUID } from 'node:crypto';
import { forbidden, invalid } from '@domain/shared/errors';
import './http/koa-types';
import type { Config } from './config';
import { startCore } from './core';
import type { Deps } from './deps';
import { errorHandler } from './http/error-handler';
import { loadSessionUser } from './http/auth';
import { serveSpa } from './http/spa';
import { apiRoutes } from './http/routes';

export interface Backend {
  app: Koa;
  deps: Deps;
  close(): Promise<void>;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DAY = 24 * 3600 * 1000;
export const HTTPS_ONLY = 'This server only accepts changes over HTTPS';

export async function createBackend(config: Config, log: (line: string) => void = console.log, options: Parameters<typeof startCore>[2] = {}): Promise<Backend> {
  const { deps, keys, close } = await startCore(config, log, options);
  const limiters = deps.limiters;

  const app = new Koa({ proxy: config.trustProxy });
  app.keys = keys;
  app.context.deps = deps;
  app.use(errorHandler());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: config.secureCookies,
    }),
  );
  app.use(async (ctx, next) => {
    ctx.state.requestId = randomUUID();
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    // Mutations carry JSON only: with sameSite cookies this also shuts out cross-site form posts.
    if (MUTATIONS.has(ctx.method) && ctx.path.startsWith('/api/') && ctx.get('Content-Type') && ctx.request.type !== 'application/json')
      throw invalid('Content-Type must be application/json');
    // With secure cookies a session can only be set over HTTPS: refuse before doing anything, never half-way.
    if (config.secureCookies && !ctx.secure && MUTATIONS.has(ctx.method) && ctx.path.startsWith('/api/')) throw forbidden(HTTPS_ONLY);
    await next();
  });
  app.use(
    session(
      {
        key: 'ifh.sid',
        maxAge: config.sessionMaxDays * DAY,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        secure: config.secureCookies,
        rolling: false,
        renew: false,
        // The cookie carries a signed random id; the session itself is server-side state (logout really ends it).
        store: deps.sessions.koaStore,
      },
      app,
    ),
  );
  app.use(bodyParser({ enableTypes: ['json'], parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'], jsonLimit: '100kb', encoding: 'utf-8', onError: (e) => { throw Object.assign(e, { status: (e as { status?: number }).status ?? 400 }); } }));
  app.use(loadSessionUser());
  for (const router of apiRoutes(config, limiters)) app.use(router.routes()).use(router.allowedMethods());
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    await next();
  });
  if (config.webDist) app.use(serveSpa(config.webDist));

  return {
    app,
    deps,
    close,
  };
}
