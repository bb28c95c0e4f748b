// Serves the built SPA: hashed assets with long caching (as the build's brotli or gzip copies when the browser takes them),
// and for every other non-API GET the page with its own head and status, pre-rendered for visitors (page-response.ts).
import type { Context, Middleware } from 'koa';
import { send } from '@koa/send';
import { existsSync } from 'node:fs';
import { pageResponder } from './page-response';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The build writes .br and .gz beside each text file (web/vite-precompress.ts): send the one the browser accepts. */
async function sendCompressed(ctx: Context, path: string, options: { root: string; immutable?: boolean; maxage?: number }) {
  ctx.vary('Accept-Encoding');
  await send(ctx, path, { ...options, brotli: true, gzip: true });
}

export function serveSpa(root: string, { publicUrl = null }: { publicUrl?: string | null } = {}): Middleware {
  const respondWithPage = pageResponder(root, publicUrl);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(root)) return next();
    if (ctx.path.startsWith('/assets/')) {
      try {
        await sendCompressed(ctx, ctx.path, { root, immutable: true, maxage: YEAR_MS });
        return;
      } catch {
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
    }
    if (ctx.path !== '/' && /\.[a-z0-9]+$/i.test(ctx.path)) {
      try {
        await sendCompressed(ctx, ctx.path, { root });
        return;
      } catch {
        // fall through to the SPA, whose router shows the 404 page
      }
    }
    await respondWithPage(ctx);
  };
}
