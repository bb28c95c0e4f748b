// Events of the password-reset context (stream `password-reset-<userId>`, DESIGN.md §4.5): a link was asked for, a link was
// used. The link's token itself is never recorded: only its SHA-256 hash (sealed with the account's key, personal-data.ts).
import type { EventOf } from '../shared/event';

/** A reset link went out for the account; it works once, until `expiresAt`, and only while no newer link was asked for. */
export type PasswordResetRequested = EventOf<'PasswordResetRequested', { userId: string; tokenHash: string; expiresAt: string; at: string }>;
/** The link was used: the account's new password is the PasswordChanged that follows in the user's stream. */
export type PasswordResetCompleted = EventOf<'PasswordResetCompleted', { userId: string; at: string }>;

export type PasswordResetEvent = PasswordResetRequested | PasswordResetCompleted;

export const PASSWORD_RESET_EVENT_VERSIONS: Record<PasswordResetEvent['type'], number> = {
  PasswordResetRequested: 1,
  PasswordResetCompleted: 1,
};
