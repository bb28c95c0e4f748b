// The sign-in throttle: failures are counted per account AND client address, with growing delays, so a stranger's failures
// never lock the owner out from another address; an address that fails across many accounts is refused as well. Unknown
// e-mails are counted exactly like known ones, so the answers never tell whether an account exists.
import { tooMany } from '@domain/shared/errors';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limiters } from './limiter-store';

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again in a few minutes.';

/** Failures one account may have from one address before delays start; then 30 s, 1 min, 2 min … up to an hour. */
export const FREE_FAILURES = 5;
const FIRST_DELAY_S = 30;
const MAX_DELAY_S = 3600;
/** Failures one address may have in an hour, over all accounts (a password-spraying address). */
export const ADDRESS_FAILURES_PER_HOUR = 100;

export interface SignInThrottle {
  /** Throws 429 (with the seconds to wait) when this account may not be tried from this address now. */
  check(login: string, ip: string): Promise<void>;
  failed(login: string, ip: string): Promise<void>;
  succeeded(login: string, ip: string): Promise<void>;
}


/** Seconds left while `key` has used `threshold` points or more; 0 when it may go on. */
const blockedFor = async (limiter: RateLimiterAbstract, key: string, threshold: number): Promise<number> => {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= threshold ? Math.ceil(res.msBeforeNext / 1000) : 0;
};

export function createSignInThrottle(limiters: Limiters): SignInThrottle {
  const failures = limiters.make({ keyPrefix: 'signin_failures', points: 1_000_000, duration: 24 * 3600 });
  const blocks = limiters.make({ keyPrefix: 'signin_blocks', points: 1, duration: 1 });
  const addresses = limiters.make({ keyPrefix: 'signin_address', points: ADDRESS_FAILURES_PER_HOUR, duration: 3600 });
  const keyOf = (login: string, ip: string) => `${login.trim().toLowerCase()}|${ip}`;
  const refuse = (seconds: number) => Object.assign(tooMany(TOO_MANY_SIGN_INS), { retryAfter: seconds });
  return {
    async check(login, ip) {
      // A block sets its key past the limiter's single point; an address is refused once it has used up its failures.
      const wait = Math.max(await blockedFor(blocks, keyOf(login, ip), 2), await blockedFor(addresses, ip, ADDRESS_FAILURES_PER_HOUR));
      if (wait > 0) throw refuse(wait);
    },
    async failed(login, ip) {
      const key = keyOf(login, ip);
      const { consumedPoints } = await failures.penalty(key, 1);
      await addresses.penalty(ip, 1);
      if (consumedPoints >= FREE_FAILURES) await blocks.block(key, Math.min(MAX_DELAY_S, FIRST_DELAY_S * 2 ** (consumedPoints - FREE_FAILURES)));
    },
    async succeeded(login, ip) {
      const key = keyOf(login, ip);
      await failures.delete(key);
      await blocks.delete(key);
    },
  };
}
