// A per-address fixed-window limit (RATE_LIMIT_PER_MINUTE) for sign-in and sign-up; answers 429.
import type { Middleware } from 'koa';
import { tooMany } from '@domain/shared/errors';

export function rateLimit(perMinute: number, bucket: string): Middleware {
  const windows = new Map<string, { start: number; count: number }>();
  return async (ctx, next) => {
    const now = Date.now();
    const key = `${bucket}:${ctx.ip}`;
    let w = windows.get(key);
    if (!w || now - w.start >= 60_000) {
      if (windows.size > 10_000) for (const [k, v] of windows) if (now - v.start >= 60_000) windows.delete(k);
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > perMinute) {
      ctx.set('Retry-After', String(Math.ceil((w.start + 60_000 - now) / 1000)));
      throw tooMany('Too many requests. Please wait a minute and try again.');
    }
    await next();
  };
}
