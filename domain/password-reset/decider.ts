// The password-reset aggregate (stream `password-reset-<userId>`): the rules of reset links (OWASP Forgot Password Cheat Sheet).
// A link works once, for an hour, and only the newest one works: asking again replaces the older link, and changing the
// password by any other way (Settings) kills it too.
import { assertNever, type Decider } from '../shared/decider';
import { invalid } from '../shared/errors';
import type { PasswordResetEvent } from './events';

export const passwordResetStream = (userId: string) => `password-reset-${userId}`;

export const RESET_LINK_MINUTES = 60;
export const RESET_LINK_DEAD = 'This link has expired or was already used. Ask for a new one.';

export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: { userId: string; tokenHash: string; expiresAt: string; at: string } };
/**
 * `tokenHash`: the SHA-256 of the token the person brought back; `passwordChangedAt`: when the account's password last
 * changed (the user's stream says), null when never since sign-up.
 */
export type CompletePasswordReset = { type: 'CompletePasswordReset'; data: { userId: string; tokenHash: string; at: string; passwordChangedAt: string | null } };
export type PasswordResetCommand = RequestPasswordReset | CompletePasswordReset;

export interface PasswordResetState {
  /** The one link that may still work (the newest, unused); null when none. */
  pending: { tokenHash: string; expiresAt: string; requestedAt: string } | null;
}

export const initialPasswordResetState = (): PasswordResetState => ({ pending: null });

export function evolvePasswordReset(state: PasswordResetState, event: PasswordResetEvent): PasswordResetState {
  switch (event.type) {
    case 'PasswordResetRequested':
      return { pending: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt, requestedAt: event.data.at } };
    case 'PasswordResetCompleted':
      return { pending: null };
    default:
      return assertNever(event);
  }
}

export function decidePasswordReset(command: PasswordResetCommand, state: PasswordResetState): PasswordResetEvent[] {
  switch (command.type) {
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: command.data }];
    case 'CompletePasswordReset': {
      const { pending } = state;
      const { tokenHash, at, passwordChangedAt } = command.data;
      const changedSince = passwordChangedAt !== null && Date.parse(passwordChangedAt) >= Date.parse(pending?.requestedAt ?? '');
      if (!pending || pending.tokenHash !== tokenHash || Date.parse(at) >= Date.parse(pending.expiresAt) || changedSince) throw invalid(RESET_LINK_DEAD, { token: RESET_LINK_DEAD });
      return [{ type: 'PasswordResetCompleted', data: { userId: command.data.userId, at: command.data.at } }];
    }
    default:
      return assertNever(command);
  }
}

export const passwordResetDecider: Decider<PasswordResetState, PasswordResetCommand, PasswordResetEvent> = {
  initialState: initialPasswordResetState,
  evolve: evolvePasswordReset,
  decide: decidePasswordReset,
};
