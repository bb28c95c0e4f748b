// The e-mail claim aggregate: makes an address unique across users, even under concurrent sign-ups; a deleted account's
// address is released and may be claimed again. Its stream is `email-<HMAC-SHA256 of the lowercased address>` (the backend
// holds the secret, see backend/privacy/claim-streams.ts); claims written before that are `email-<lowercased address>`
// (`emailStream` below), which sign-up still checks.
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { EmailClaimCommand } from './commands';
import type { EmailClaimEvent } from './events';

/** The claim stream's name before stream names stopped carrying addresses (sign-up still checks it; new claims never use it). */
export const emailStream = (email: string) => `email-${normalizedEmail(email)}`;
export const normalizedEmail = (email: string) => email.trim().toLowerCase();
export const EMAIL_CLAIM_PREFIX = 'email-';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

export interface EmailClaimState {
  claimedBy: string | null;
  /** The address of the current claim (as read: a placeholder once its holder is erased). */
  email: string | null;
}

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: () => ({ claimedBy: null, email: null }),
  evolve: (_state, event) =>
    event.type === 'EmailClaimed' ? { claimedBy: event.data.userId, email: event.data.email } : { claimedBy: null, email: null },
  decide: (command, state) => {
    const { userId } = command.data;
    if (command.type === 'ReleaseEmail')
      return state.claimedBy === userId ? [{ type: 'EmailReleased', data: { email: command.data.email ?? state.email ?? '', userId } }] : [];
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(ACCOUNT_EXISTS);
    return [{ type: 'EmailClaimed', data: { email: command.data.email, userId } }];
  },
};
