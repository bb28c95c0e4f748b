// Events of the e-mail verification context (stream `email-verification-<userId>`, DESIGN.md §4.5): a link was sent, the
// address was verified. The link's token is never recorded: only its SHA-256 hash (sealed with the account's key).
import type { EventOf } from '../shared/event';

/** A verification link went out to the account's address; it works until `expiresAt`, and only while no newer link was sent. */
export type EmailVerificationRequested = EventOf<'EmailVerificationRequested', { userId: string; tokenHash: string; expiresAt: string; at: string }>;
/**
 * The account's address is verified: by the link (`tokenHash` of the link used), or, for the accounts the platform makes
 * itself (the demo data, the backend admins), by the platform.
 */
export type EmailVerified = EventOf<'EmailVerified', { userId: string; by: 'link' | 'platform'; tokenHash: string | null; at: string }>;

export type EmailVerificationEvent = EmailVerificationRequested | EmailVerified;

export const EMAIL_VERIFICATION_EVENT_VERSIONS: Record<EmailVerificationEvent['type'], number> = {
  EmailVerificationRequested: 1,
  EmailVerified: 1,
};
