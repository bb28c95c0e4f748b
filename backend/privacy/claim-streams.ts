// E-mail claim streams named without the address: `email-<HMAC-SHA256(lowercased address)>` with a server secret, so the log's
// stream names reveal no address (and one cannot test guesses against them without the secret).
import { createHmac } from 'node:crypto';
import { EMAIL_CLAIM_PREFIX, normalizedEmail } from '@domain/users/email-claim';
import type { EmailClaimNames } from '../commands/users/email-claim-names';

export function createClaimStreams(secret: Buffer): EmailClaimNames {
  return {
    current: (email) => `${EMAIL_CLAIM_PREFIX}${createHmac('sha256', secret).update(normalizedEmail(email), 'utf8').digest('hex')}`,
  };
}
