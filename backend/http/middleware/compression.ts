// Compresses JSON answers and the server-made pages (brotli at a fast level, else gzip) for browsers that accept it; static
// files are compressed at build time instead (see spa.ts), and small answers go out as they are. An answer held whole (JSON,
// a page: nearly all of them) is compressed at once in this thread: for a 13 KB page of a thread that is 0.1 ms, where
// koa-compress's stream took 1.7 ms more to answer (its chunks go through the thread pool and back). Streamed bodies still
// go through koa-compress.
import compress from 'koa-compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';

/** Answers below this many bytes go out as they are; above, brotli at a fast level, else gzip (answer-cache.ts too). */
export const COMPRESS_FROM = 1024;
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };
/** Held answers larger than this are streamed through koa-compress instead (not to hold the event loop). */
const AT_ONCE_UP_TO = 512 * 1024;
const COMPRESSIBLE = /\bjson\b|\bhtml\b/i;

/** Whether the answer is one to compress at all (its type, its status, the method, and nobody turned it off). */
const compressible = (ctx: Context) =>
  ctx.compress !== false &&
  ctx.writable &&
  !ctx.res.headersSent &&
  ctx.method !== 'HEAD' &&
  ![204, 205, 206, 304].includes(ctx.status) &&
  !ctx.response.get('Content-Encoding') &&
  !ctx.response.get('Content-Range') &&
  !/\bno-transform\b/i.test(ctx.response.get('Cache-Control') || '') &&
  COMPRESSIBLE.test(ctx.response.type || '');

/** A held body compressed now, in the encoding the client prefers; false when it goes as it is or is left to the stream. */
function compressAtOnce(ctx: Context): boolean {
  const body: unknown = ctx.body;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return false;
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.length > AT_ONCE_UP_TO) return false;
  if (bytes.length < COMPRESS_FROM) return true;
  // Brotli wherever it is accepted at all (browsers list it after gzip, with the same weight), as koa-compress prefers it.
  const encoding = ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
  if (!encoding) return true;
  const type = ctx.response.type;
  ctx.body = encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
  ctx.type = type;
  ctx.set('Content-Encoding', encoding);
  return true;
}

export function compressJson(): Middleware {
  const streaming = compress({
    filter: (type) => COMPRESSIBLE.test(type),
    threshold: COMPRESS_FROM,
    br: BROTLI_OPTIONS,
    gzip: GZIP_OPTIONS,
    deflate: false,
  });
  return (ctx, next) =>
    streaming(ctx, async () => {
      await next();
      // Koa's length of an object body is a JSON.stringify of its own, made again when Koa sends it: an object answer is
      // serialised once, here, the same way Koa would.
      const body: unknown = ctx.body;
      if (body !== null && typeof body === 'object' && !ArrayBuffer.isView(body) && typeof (body as { pipe?: unknown }).pipe !== 'function')
        ctx.body = JSON.stringify(body);
      // Done here: koa-compress then finds the answer encoded already and leaves it alone.
      if (compressible(ctx) && compressAtOnce(ctx)) ctx.compress = false;
    });
}
