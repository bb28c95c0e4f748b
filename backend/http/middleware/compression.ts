// Compresses JSON answers and the server-made pages (brotli at a fast level, else gzip) for browsers that accept it; static
// files are compressed at build time instead (see spa.ts), and small answers go out as they are.
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import type { Middleware } from 'koa';

/** Answers below this many bytes go out as they are; above, brotli at a fast level, else gzip (answer-cache.ts too). */
export const COMPRESS_FROM = 1024;
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

export function compressJson(): Middleware {
  const compressing = compress({
    filter: (type) => /\bjson\b|\bhtml\b/i.test(type),
    threshold: COMPRESS_FROM,
    br: BROTLI_OPTIONS,
    gzip: GZIP_OPTIONS,
    deflate: false,
  });
  return (ctx, next) =>
    compressing(ctx, async () => {
      await next();
      // koa-compress reads the answer's length first, and Koa's length of an object body is a JSON.stringify of its own,
      // made again when Koa sends it: an object answer is serialised once, here, the same way Koa would.
      const body: unknown = ctx.body;
      if (body !== null && typeof body === 'object' && !ArrayBuffer.isView(body) && typeof (body as { pipe?: unknown }).pipe !== 'function')
        ctx.body = JSON.stringify(body);
    });
}
