// Serves the built SPA: hashed assets with long caching, and index.html for every other non-API GET (history fallback).
// Files go out as the build's brotli or gzip copies when the browser takes them; index.html is revalidated (304).
import type { Context, Middleware } from 'koa';
import { send } from '@koa/send';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The build writes .br and .gz beside each text file (web/vite-precompress.ts): send the one the browser accepts. */
async function sendCompressed(ctx: Context, path: string, options: { root: string; immutable?: boolean; maxage?: number }) {
  ctx.vary('Accept-Encoding');
  await send(ctx, path, { ...options, brotli: true, gzip: true });
}

/** Answers 304 when the browser's copy of `file` is current (its ETag or date); otherwise marks the answer with both. */
function notModified(ctx: Context, file: string): boolean {
  const stat = statSync(file);
  ctx.set('ETag', `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`);
  ctx.lastModified = stat.mtime;
  ctx.status = 200;
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}

/** index.html: never cached without asking (it names the current hashed assets), but a repeat visit gets a 304. */
async function sendIndex(ctx: Context, root: string) {
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  if (notModified(ctx, join(root, 'index.html'))) return;
  await sendCompressed(ctx, 'index.html', { root });
}

export function serveSpa(root: string): Middleware {
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
    await sendIndex(ctx, root);
  };
}
