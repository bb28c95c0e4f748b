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
import { sessionKeys } from './http/session-keys';
import { serveSpa } from './http/spa';
import { apiRoutes } from './http/routes';
import { projections } from './projections';
import { createProjectionRuntime } from './projections/runtime/projection-runtime';
import { createReactorRuntime } from './projections/runtime/reactor-runtime';
import { whileHolding } from './projections/runtime/leases';
import { createSharedProjectionRuntime } from './projections/runtime/shared-projection-runtime';
import { createSharedReactorRuntime } from './projections/runtime/shared-reactor-runtime';
import { findCredentials } from './queries/users/find-credentials';
import { reactors } from './reactors';
import { seed } from './seed/seed';
import { openCheckpointStore, openEventStore, openLeases, openReadStore } from './stores';

export interface Backend {
  app: Koa;
  deps: Deps;
  close(): Promise<void>;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function createBackend(config: Config, log: (line: string) => void = console.log): Promise<Backend> {
  const events = await openEventStore(config);
  const readStore = await openReadStore(config);
  const checkpoints = openCheckpointStore(config, readStore);
  // Several instances on one PostgreSQL share the projections and reactors through leases; alone, one runs them all.
  const leases = openLeases(config, readStore);
  const projectionRuntime = leases
    ? createSharedProjectionRuntime({ events, store: readStore, projections, leases, log })
    : createProjectionRuntime({ events, store: readStore, projections, log });
  const reactorRuntime = leases
    ? createSharedReactorRuntime({ events, reactors, checkpoints, leases, log })
    : createReactorRuntime({ events, reactors, checkpoints, log });
  if (leases && !config.sessionKeys)
    log('SESSION_KEYS is not set: this instance signs sessions with keys of its own (DATA_DIR), which other instances reject');
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
  // Instances starting together on an empty store: one seeds, the others then find it seeded.
  await (leases ? whileHolding(leases, 'seed', () => seed(deps, log)) : seed(deps, log));

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
        maxAge: 7 * 24 * 3600 * 1000,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        secure: config.secureCookies,
        rolling: false,
      },
      app,
    ),
  );
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
  if (config.webDist) app.use(serveSpa(config.webDist));

  return {
    app,
    deps,
    async close() {
      await reactorRuntime.stop();
      await projectionRuntime.stop();
      await leases?.close();
      await checkpoints.close();
      await events.close();
      await readStore.close();
    },
  };
}
