// Limits on password-reset e-mails (OWASP Forgot Password Cheat Sheet): per e-mail address (counted alike whether an account
// uses it or not, so a refusal never tells) and per account. Keys are hashes: the limiter store never holds the address.
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limiters } from './limiter-store';
import { secondsLeft, tooManyFor } from './refusal';

const HOUR = 3600;
/** Requests one address may make in an hour, and in a day. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;
export const RESETS_PER_ADDRESS_PER_DAY = 10;
/** Requests for one account in a day (whatever address led to it). */
export const RESETS_PER_ACCOUNT_PER_DAY = 10;
export const TOO_MANY_RESETS = 'Too many requests for a new password.';

export interface PasswordResetLimits {
  /** Counts one request for this address (and this account, when one uses it); throws 429 with Retry-After when over. */
  spend(address: string, userId: string | null): Promise<void>;
}

const keyOf = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);

const budgets = new WeakMap<Limiters, PasswordResetLimits>();

export function passwordResetLimits(limiters: Limiters): PasswordResetLimits {
  let limits = budgets.get(limiters);
  if (!limits) budgets.set(limiters, (limits = create(limiters)));
  return limits;
}

function create(limiters: Limiters): PasswordResetLimits {
  const hourly = limiters.make({ keyPrefix: 'reset_address_hour', points: RESETS_PER_ADDRESS_PER_HOUR, duration: HOUR });
  const daily = limiters.make({ keyPrefix: 'reset_address_day', points: RESETS_PER_ADDRESS_PER_DAY, duration: 24 * HOUR });
  const account = limiters.make({ keyPrefix: 'reset_account_day', points: RESETS_PER_ACCOUNT_PER_DAY, duration: 24 * HOUR });
  const take = async (limiter: RateLimiterAbstract, key: string): Promise<number> => {
    const res = await limiter.penalty(key, 1);
    return res.consumedPoints > (limiter.points ?? 0) ? secondsLeft(res) : 0;
  };
  return {
    async spend(address, userId) {
      // An unknown address counts against a key of its own as an account would: the same work, the same answers.
      const waits = await Promise.all([take(hourly, keyOf(address)), take(daily, keyOf(address)), take(account, userId ?? `none:${keyOf(address)}`)]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyFor(TOO_MANY_RESETS, wait);
    },
  };
}
