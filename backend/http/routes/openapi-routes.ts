// Router for GET /api/openapi.json: the OpenAPI 3.1 document of every route, made once at start from the routers and their
// zod schemas (openapi/openapi-document.ts).
import Router from '@koa/router';
import type { Config } from '@backend/config';
import { openApiDocument } from '@backend/http/openapi/openapi-document';
import type { Limiters } from '@backend/limits/limiter-store';
import { apiRoutes, publicReadRoutes } from './index';
import { operationsRoutes } from './operations-routes';

/** The API's version in the document: raised when a route changes in a way clients notice. */
export const API_VERSION = '1.0.0';

/** `routers`: every router the app serves; this one is added to the document too. */
export function openApiRoutes(routers: readonly Router[]) {
  const router = new Router({ prefix: '/api' });
  let text: string | null = null;
  router.get('/openapi.json', (ctx) => {
    text ??= JSON.stringify(openApiDocument([...routers, router], { version: API_VERSION }));
    ctx.type = 'application/json';
    ctx.body = text;
  });
  return router;
}

/** The document of the routes a server with this configuration serves, without starting one (npm run docs:api). */
export function documentOfServedRoutes(config: Config, limiters: Limiters) {
  const served = [...publicReadRoutes(), ...apiRoutes(config, limiters), operationsRoutes(config)];
  const self = openApiRoutes(served);
  return openApiDocument([...served, self], { version: API_VERSION });
}
