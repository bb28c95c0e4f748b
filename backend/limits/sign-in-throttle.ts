// The sign-in throttle (OWASP Authentication Cheat Sheet). Failures count three ways: per account AND client address, with
// growing delays, so one guesser is slowed hard while the owner signs in from elsewhere; per account over all addresses, a
// slower backoff that stops at a few minutes, so a guesser spread over many addresses is slowed too but the owner is never
// locked out for long; per address over all accounts, a generous budget (a school or a mobile network shares one address)
// that is refused for the rest of its 15 minutes once spent. No refusal lasts more than 15 minutes, and the 429 names the
// wait (and sends it as Retry-After). Unknown e-mails count exactly like known ones, so answers never tell if an account exists.
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limiters } from './limiter-store';
import { secondsLeft, tooManyFor } from './refusal';

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';

const MINUTE = 60;
/** Failures one account may have from one address before delays start; then 30 s, 1, 2, 4, 8 minutes, then 15 at most. */
export const FREE_FAILURES = 5;
const PAIR_FIRST_DELAY_S = 30;
export const PAIR_MAX_DELAY_S = 15 * MINUTE;
/**
 * Failures one account may have over all addresses (in a day) before its own delays start: 15 s, 30 s … then 5 minutes at
 * most. Well above one address's free failures, so a single stranger's guesses never delay the owner elsewhere.
 */
export const ACCOUNT_FREE_FAILURES = 20;
const ACCOUNT_FIRST_DELAY_S = 15;
export const ACCOUNT_MAX_DELAY_S = 5 * MINUTE;
/** Failures one address may have over all accounts in a window of 15 minutes (a password-spraying address). */
export const ADDRESS_FAILURES_PER_WINDOW = 300;
export const ADDRESS_WINDOW_S = 15 * MINUTE;
/** Failure counts of an account are forgotten a day after they began. */
const COUNTED_FOR_S = 24 * 3600;

export interface SignInThrottle {
  /** Throws 429 (naming the wait, with Retry-After) when this account may not be tried from this address now. */
  check(login: string, ip: string): Promise<void>;
  failed(login: string, ip: string): Promise<void>;
  succeeded(login: string, ip: string): Promise<void>;
}

/** The delay after `failures` failures: none before `free`, then `first` seconds doubling each time, never above `max`. */
const delayAfter = (failures: number, free: number, first: number, max: number) =>
  failures < free ? 0 : Math.min(max, first * 2 ** Math.min(failures - free, 30));

/** Seconds left while `key` has used `threshold` points or more; 0 when it may go on. */
const blockedFor = async (limiter: RateLimiterAbstract, key: string, threshold: number): Promise<number> => {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= threshold && res.msBeforeNext > 0 ? secondsLeft(res) : 0;
};

export function createSignInThrottle(limiters: Limiters): SignInThrottle {
  const pairFailures = limiters.make({ keyPrefix: 'signin_failures', points: 1_000_000, duration: COUNTED_FOR_S });
  const pairBlocks = limiters.make({ keyPrefix: 'signin_blocks', points: 1, duration: 1 });
  const accountFailures = limiters.make({ keyPrefix: 'signin_account_failures', points: 1_000_000, duration: COUNTED_FOR_S });
  const accountBlocks = limiters.make({ keyPrefix: 'signin_account_blocks', points: 1, duration: 1 });
  const addresses = limiters.make({ keyPrefix: 'signin_address_window', points: ADDRESS_FAILURES_PER_WINDOW, duration: ADDRESS_WINDOW_S });
  const accountOf = (login: string) => login.trim().toLowerCase();
  const pairOf = (login: string, ip: string) => `${accountOf(login)}|${ip}`;
  return {
    async check(login, ip) {
      // A block sets its key past the limiter's single point; an address is refused once it has used up its failures.
      const waits = await Promise.all([
        blockedFor(pairBlocks, pairOf(login, ip), 2),
        blockedFor(accountBlocks, accountOf(login), 2),
        blockedFor(addresses, ip, ADDRESS_FAILURES_PER_WINDOW),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooManyFor(TOO_MANY_SIGN_INS, wait);
    },
    async failed(login, ip) {
      const pair = pairOf(login, ip);
      const account = accountOf(login);
      const [byPair, byAccount] = await Promise.all([pairFailures.penalty(pair, 1), accountFailures.penalty(account, 1), addresses.penalty(ip, 1)]);
      const pairDelay = delayAfter(byPair.consumedPoints, FREE_FAILURES, PAIR_FIRST_DELAY_S, PAIR_MAX_DELAY_S);
      const accountDelay = delayAfter(byAccount.consumedPoints, ACCOUNT_FREE_FAILURES, ACCOUNT_FIRST_DELAY_S, ACCOUNT_MAX_DELAY_S);
      await Promise.all([pairDelay && pairBlocks.block(pair, pairDelay), accountDelay && accountBlocks.block(account, accountDelay)]);
    },
    async succeeded(login, ip) {
      // The owner's success clears this address's count for the account; the count over all addresses stays (a guesser
      // elsewhere is still guessing).
      const pair = pairOf(login, ip);
      await Promise.all([pairFailures.delete(pair), pairBlocks.delete(pair)]);
    },
  };
}
