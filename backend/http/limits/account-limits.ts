// Per-account limits on what an account creates (company applications, internship postings and their edits): a 429 that
// names the wait, with Retry-After. The counters live in the limiter store, so every instance shares them.
import type { Middleware } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiters } from './limiter-store';
import { secondsLeft, tooManyFor } from './refusal';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** At most `points` accepted requests per `seconds` (a fixed window from the first one). */
export interface Allowance {
  points: number;
  seconds: number;
}

/** Company applications (requests to be verified): one is the norm, a resubmission after a refusal happens; more is abuse. */
export const COMPANY_APPLICATIONS: readonly Allowance[] = [
  { points: 3, seconds: HOUR },
  { points: 10, seconds: DAY },
];
/** New internship postings: far above a real company's pace (a few a week), far below a spammer's. */
export const INTERNSHIP_POSTINGS: readonly Allowance[] = [
  { points: 20, seconds: HOUR },
  { points: 100, seconds: DAY },
];
/** Edits of postings (fields, closing, reopening): a company tidying its list does a few dozen at most. */
export const INTERNSHIP_EDITS: readonly Allowance[] = [
  { points: 60, seconds: HOUR },
  { points: 300, seconds: DAY },
];

export const TOO_MANY_COMPANY_APPLICATIONS = 'Too many company applications from this account.';
export const TOO_MANY_POSTINGS = 'Too many internships posted from this account.';
export const TOO_MANY_EDITS = 'Too many changes to internships from this account.';

/**
 * Counts one request of the signed-in account (put it after requireUser and validate, so that a form sent back with
 * mistakes costs nothing) against each allowance, shortest first; refuses with `reason` and the wait once one is used up.
 */
export function perAccountLimit(limiters: Limiters, bucket: string, allowances: readonly Allowance[], reason: string): Middleware {
  const windows = allowances.map(({ points, seconds }) => limiters.make({ keyPrefix: `account_${bucket}_${seconds}`, points, duration: seconds }));
  return async (ctx, next) => {
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
  };
}
