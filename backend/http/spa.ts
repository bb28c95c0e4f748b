// Serves the built SPA: hashed assets with long caching, and index.html for every other non-API GET (history fallback),
// with the page's own head and status, pre-rendered for visitors (page-response.ts).
import type { Middleware } from 'koa';
import { send } from '@koa/send';
import { existsSync } from 'node:fs';
import { pageResponder } from './page-response';

export function serveSpa(root: string, { publicUrl = null }: { publicUrl?: string | null } = {}): Middleware {
  const respondWithPage = pageResponder(root, publicUrl);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(root)) return next();
    if (ctx.path.startsWith('/assets/')) {
      try {
        await send(ctx, ctx.path, { root, immutable: true, maxage: 365 * 24 * 3600 * 1000, gzip: false, brotli: false });
        return;
      } catch {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
    }
    if (ctx.path !== '/' && /\.[a-z0-9]+$/i.test(ctx.path)) {
      try {
        await send(ctx, ctx.path, { root });
        return;
      } catch {
        // fall through to the SPA, whose router shows the 404 page
      }
    }
    await respondWithPage(ctx);
  };
}
