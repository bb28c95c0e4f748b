// Builds the backend: opens the stores named by the config, starts the projections, seeds an empty store, and wires Koa.
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import session from 'koa-session';
import helmet from 'koa-helmet';
import { randomUUID } from 'node:crypto';
import { invalid } from '@domain/shared/errors';
import './http/koa-types';
import type { Config } from './config';
import type { Deps } from './deps';
import { errorHandler } from './http/error-handler';
import { loadSessionUser } from './http/auth';
import { signedInHint } from './http/signed-in-hint';
import { sessionKeys } from './http/session-keys';
import { serveSpa } from './http/spa';
import { seoRoutes } from './http/seo-routes';
import { apiRoutes } from './http/routes';
import { projections } from './projections';
import { createProjectionRuntime } from './projections/runtime/projection-runtime';
import { createReactorRuntime } from './projections/runtime/reactor-runtime';
import { findCredentials } from './queries/users/find-credentials';
import { reactors } from './reactors';
import { seed } from './seed/seed';
import { openCheckpointStore, openEventStore, openReadStore } from './stores';

export interface Backend {
  app: Koa;
  deps: Deps;
  close(): Promise<void>;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export async function createBackend(config: Config, log: (line: string) => void = console.log): Promise<Backend> {
  const events = await openEventStore(config);
  const readStore = await openReadStore(config);
  const checkpoints = openCheckpointStore(config, readStore);
  const projectionRuntime = createProjectionRuntime({ events, store: readStore, projections, log });
  const reactorRuntime = createReactorRuntime({ events, reactors, checkpoints, log });
  await projectionRuntime.start();
  await reactorRuntime.start();
  const deps: Deps = {
    config,
    events,
    readStore,
    projections: projectionRuntime,
    reactors: reactorRuntime,
    credentials: { byLogin: (login) => findCredentials(readStore, login) },
  };
  await seed(deps, log);

  const app = new Koa({ proxy: false });
  app.keys = sessionKeys(config.sessionKeys, config.dataDir);
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
    await next();
  });
  app.use(
    session(
      {
        key: 'ifh.sid',
        maxAge: SESSION_MAX_AGE_MS,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        secure: config.secureCookies,
        rolling: false,
      },
      app,
    ),
  );
  app.use(signedInHint({ maxAge: SESSION_MAX_AGE_MS, secure: config.secureCookies }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8', onError: (e) => { throw Object.assign(e, { status: (e as { status?: number }).status ?? 400 }); } }));
  app.use(loadSessionUser());
  for (const router of apiRoutes(config)) app.use(router.routes()).use(router.allowedMethods());
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    await next();
  });
  app.use(seoRoutes(config.publicUrl).routes());
  if (config.webDist) app.use(serveSpa(config.webDist, { publicUrl: config.publicUrl }));

  return {
    app,
    deps,
    async close() {
      await reactorRuntime.stop();
      await projectionRuntime.stop();
      await checkpoints.close();
      await events.close();
      await readStore.close();
    },
  };
}
