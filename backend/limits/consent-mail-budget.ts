// The budget of consent request e-mails per recipient: a guardian's address is not verified until its owner answers, so one
// address gets at most a few requests a day over all students (the per-student limit is the consent decider's). The counters
// are keyed by a hash of the address: the limiter store never holds the address itself.
import { createHash } from 'node:crypto';
import { tooMany } from '@domain/shared/errors';
import type { Limiters } from './limiter-store';

/** Request e-mails (first sends and resends) one address may get in a day, from every student together. */
export const CONSENT_MAILS_PER_RECIPIENT_PER_DAY = 3;
export const TOO_MANY_TO_THIS_ADDRESS =
  'Several consent requests were already sent to this email address today. Please try again tomorrow, or ask a parent or guardian at another address.';

export interface ConsentMailBudget {
  /** Throws 429 (with the seconds to wait) when this address has had its requests for today. */
  check(address: string): Promise<void>;
  /** Counts one request e-mail to this address. */
  spend(address: string): Promise<void>;
}

const keyOf = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 32);

const budgets = new WeakMap<Limiters, ConsentMailBudget>();

/** The one budget of these limiters (sign-up and the dashboard's requests spend from the same counters). */
export function consentMailBudget(limiters: Limiters): ConsentMailBudget {
  let budget = budgets.get(limiters);
  if (!budget) budgets.set(limiters, (budget = createConsentMailBudget(limiters)));
  return budget;
}

function createConsentMailBudget(limiters: Limiters): ConsentMailBudget {
  const sent = limiters.make({ keyPrefix: 'consent_recipient', points: CONSENT_MAILS_PER_RECIPIENT_PER_DAY, duration: 24 * 3600 });
  return {
    async check(address) {
      const used = await sent.get(keyOf(address));
      if (used && used.consumedPoints >= CONSENT_MAILS_PER_RECIPIENT_PER_DAY)
        throw Object.assign(tooMany(TOO_MANY_TO_THIS_ADDRESS), { retryAfter: Math.ceil(used.msBeforeNext / 1000) });
    },
    async spend(address) {
      await sent.penalty(keyOf(address), 1);
    },
  };
}
