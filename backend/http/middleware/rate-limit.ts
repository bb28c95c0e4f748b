// A per-address limit on sign-in and sign-up requests (RATE_LIMIT_PER_MINUTE), shared by the app instances; answers 429.
import type { Middleware } from 'koa';
import { documented } from '@backend/http/openapi/route-doc';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiters } from '@backend/limits/limiter-store';
import { secondsLeft, tooManyFor } from '@backend/limits/refusal';

export function rateLimit(limiters: Limiters, perMinute: number, bucket: string): Middleware {
  const limiter = limiters.make({ keyPrefix: `requests_${bucket}`, points: perMinute, duration: 60 });
  return documented(
    async (ctx, next) => {
      try {
        await limiter.consume(ctx.ip);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw tooManyFor('Too many requests.', secondsLeft(error));
      }
      await next();
    },
    { limited: true },
  );
}
