// Secrets derived from the installation's server secret (kept in the key store, so every instance shares it): one key per use.
import { hkdfSync } from 'node:crypto';

export type SecretUse = 'email-claim' | 'consent-link' | 'certificate-signing';

export const deriveSecret = (serverSecret: Buffer, use: SecretUse): Buffer => Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), `internships-for-highschoolers/${use}`, 32));
