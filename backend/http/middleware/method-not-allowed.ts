// 405 Method Not Allowed, with an Allow header, for every method the app does not serve: anything but GET and HEAD on pages,
// assets and the sitemap; methods the API serves nowhere (TRACE, PROPFIND, PUT…) on any /api path, answered before the
// session is loaded; a method an API path lacks (Koa's router's 405, given the JSON message here). Never a 501.
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';

export const METHOD_NOT_ALLOWED = 'Method not allowed';
/** Every method some API route serves (OPTIONS: Koa's router answers it with the path's Allow). */
export const API_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'];
/** Pages, assets, robots.txt and the sitemap are read only. */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The methods the routers serve at `path`; empty when no route has it (a 404 path). */
function methodsAt(routers: readonly Router[], path: string): string[] {
  const methods = new Set<string>();
  for (const router of routers) for (const layer of router.match(path, 'GET').path) for (const method of layer.methods) methods.add(method);
  return [...methods];
}

function refuse(ctx: Context, allowed: readonly string[], body: unknown): void {
  ctx.status = 405;
  ctx.set('Allow', allowed.join(', '));
  ctx.body = body;
}

/** `apiRouters`: every router of /api, to name a path's own methods in Allow. */
export function methodNotAllowed(apiRouters: readonly Router[]): Middleware {
  return async (ctx, next) => {
    if (!isApi(ctx.path)) {
      if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
      if (ctx.method !== 'OPTIONS') return refuse(ctx, PAGE_METHODS, 'Method Not Allowed');
      ctx.status = 204;
      ctx.set('Allow', PAGE_METHODS.join(', '));
      return;
    }
    // PUT is served on one path only (the résumé's upload, routes/resume-routes.ts): anywhere else it is unserved as well.
    if (!API_METHODS.includes(ctx.method) && !(ctx.method === 'PUT' && methodsAt(apiRouters, ctx.path).includes('PUT'))) {
      // A path no route has gets the API's methods in general: it serves none itself, and an empty Allow reads as a fault.
      const own = methodsAt(apiRouters, ctx.path);
      return refuse(ctx, own.length ? own : API_METHODS, { message: METHOD_NOT_ALLOWED });
    }
    await next();
    // Koa's router set 405 (and the path's Allow) over the body of the 404 further down.
    if (ctx.status === 405) ctx.body = { message: METHOD_NOT_ALLOWED };
  };
}
