// 429 refusals that say how long to wait: the message names the wait in words, Retry-After (error-handler.ts) in seconds.
import { tooMany } from '@domain/shared/errors';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `seconds` as a person says it, rounded up so it is never shorter than the real wait: "30 seconds", "3 minutes", "5 hours". */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  if (s < 2 * 3600) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
}

/** Whole seconds until a limiter's window or block ends (at least 1). */
export const secondsLeft = (res: { msBeforeNext: number }) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** A 429 whose message is `reason` followed by "Please try again in <wait>.", with the same wait in Retry-After. */
export function tooManyFor(reason: string, seconds: number) {
  const wait = Math.max(1, Math.ceil(seconds));
  return Object.assign(tooMany(`${reason} Please try again in ${waitInWords(wait)}.`), { retryAfter: wait });
}
