// Limits on verification e-mails sent again on request: a few an hour per account, so that the button cannot flood an inbox.
import type { Limiters } from './limiter-store';
import { secondsLeft, tooManyFor } from './refusal';

/** Links one account may ask to be sent again in an hour (the one sent at sign-up does not count). */
export const VERIFICATION_RESENDS_PER_HOUR = 3;
export const TOO_MANY_VERIFICATION_MAILS = 'We have sent several links already. Please check your inbox and spam folder, or try again later.';

export interface VerificationMailLimits {
  /** Counts one resend for the account; throws 429 with Retry-After when over. */
  spend(userId: string): Promise<void>;
}

const limits = new WeakMap<Limiters, VerificationMailLimits>();

export function verificationMailLimits(limiters: Limiters): VerificationMailLimits {
  let found = limits.get(limiters);
  if (!found) {
    const hourly = limiters.make({ keyPrefix: 'verify_resend_hour', points: VERIFICATION_RESENDS_PER_HOUR, duration: 3600 });
    found = {
      async spend(userId) {
        const res = await hourly.penalty(userId, 1);
        if (res.consumedPoints > VERIFICATION_RESENDS_PER_HOUR) throw tooManyFor(TOO_MANY_VERIFICATION_MAILS, secondsLeft(res));
      },
    };
    limits.set(limiters, found);
  }
  return found;
}
