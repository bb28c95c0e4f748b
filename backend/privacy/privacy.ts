// What the rest of the backend uses of privacy: claim stream names without addresses, signed consent links, and erasure —
// built over the key store (which also keeps the server secret they derive from).
import type { PersonalDataPolicy } from '@domain/shared/personal-data';
import type { EmailClaimNames } from '../commands/users/email-claim-names';
import type { EventStore } from '../events/event-store';
import type { KeyStore } from '../events/key-store';
import { createClaimStreams } from './claim-streams';
import { createConsentLinks, type ConsentLinks } from './consent-links';
import { createErasure, type Erasure } from './erasure';
import type { ErasureJournal } from './erasure-journal';
import { deriveSecret } from './secrets';

export interface Privacy {
  emailClaims: EmailClaimNames;
  consentLinks: ConsentLinks;
  erasure: Erasure;
}

export async function openPrivacy(options: {
  events: EventStore;
  keys: KeyStore;
  policy: PersonalDataPolicy;
  sqliteFile: string | null;
  journal?: ErasureJournal;
  forget?: (userId: string) => Promise<void>;
  log?: (line: string) => void;
}): Promise<Privacy> {
  const secret = await options.keys.serverSecret();
  return {
    emailClaims: createClaimStreams(deriveSecret(secret, 'email-claim')),
    consentLinks: createConsentLinks(deriveSecret(secret, 'consent-link')),
    erasure: createErasure(options),
  };
}
