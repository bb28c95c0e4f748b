// Per-account limits on what an account creates (company applications, internship postings and their edits): a 429 that
// names the wait, with Retry-After. The allowances are limits/account-limits.ts; the counters live in the limiter store,
// so every instance shares them.
import type { Middleware } from 'koa';
import { documented } from '@backend/http/openapi/route-doc';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Allowance } from '@backend/limits/account-limits';
import type { Limiters } from '@backend/limits/limiter-store';
import { secondsLeft, tooManyFor } from '@backend/limits/refusal';

/**
 * Counts one request of the signed-in account (put it after requireUser and validate, so that a form sent back with
 * mistakes costs nothing) against each allowance, shortest first; refuses with `reason` and the wait once one is used up.
 */
export function perAccountLimit(limiters: Limiters, bucket: string, allowances: readonly Allowance[], reason: string): Middleware {
  const windows = allowances.map(({ points, seconds }) => limiters.make({ keyPrefix: `account_${bucket}_${seconds}`, points, duration: seconds }));
  return documented(
    async (ctx, next) => {
      const accountId = ctx.state.user?.id;
      if (!accountId) throw new Error('perAccountLimit needs a signed-in user (put it after requireUser)');
      for (const window of windows) {
        try {
          await window.consume(accountId);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          throw tooManyFor(reason, secondsLeft(error));
        }
      }
      await next();
    },
    { limited: true },
  );
}
