// Compresses JSON answers and the server-made pages (brotli at a fast level, else gzip) for browsers that accept it; static
// files are compressed at build time instead (see spa.ts), and small answers go out as they are.
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import type { Middleware } from 'koa';

export const compressJson = (): Middleware =>
  compress({
    filter: (type) => /\bjson\b|\bhtml\b/i.test(type),
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
