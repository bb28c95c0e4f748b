// A per-address limit on sign-in and sign-up requests (RATE_LIMIT_PER_MINUTE), shared by the app instances; answers 429.
import type { Middleware } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooMany } from '@domain/shared/errors';
import type { Limiters } from './limits/limiter-store';

export function rateLimit(limiters: Limiters, perMinute: number, bucket: string): Middleware {
  const limiter = limiters.make({ keyPrefix: `requests_${bucket}`, points: perMinute, duration: 60 });
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      ctx.set('Retry-After', String(Math.ceil(error.msBeforeNext / 1000)));
      throw tooMany('Too many requests. Please wait a minute and try again.');
    }
    await next();
  };
}
