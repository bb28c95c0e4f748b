// The e-mail claim aggregate: makes an address unique across users, even under concurrent sign-ups; a deleted account's
// address is released and may be claimed again. Its stream is `email-<HMAC-SHA256 of the lowercased address>` (the backend
// holds the secret, see backend/privacy/claim-streams.ts); claims written before that are `email-<lowercased address>`
// (`emailStream` below), which sign-up still checks.
import { claimIsStale } from '../shared/claims';
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { ClaimEmail, EmailClaimCommand } from './commands';
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

/** The claim stream of an address from before stream names were hashed, unless it is `current` itself (null then). */
export const legacyClaimStream = (email: string, current: string): string | null => (emailStream(email) === current ? null : emailStream(email));

/** An e-mail claim stream as a command read it. */
export interface EmailClaimAsRead {
  /** Who holds the claim (the stream folded; null: never claimed, or released). */
  claimedBy: string | null;
  /** When the stream's last event was written (its envelope's time; null: the stream is empty). */
  lastAt: string | null;
  /** The holder's account stream (null when nobody holds the claim): whether it was ever written, and whether it is deleted. */
  holder: { written: boolean; deleted: boolean } | null;
}

/**
 * The holder of an orphaned claim, which a sign-up may take over (null: the claim is free, or held for good). Orphaned: its
 * account stream was never written (a crash between the two appends of a sign-up) and the claim is older than a minute
 * (domain/shared/claims.ts); or its account is deleted — a deleted account's claim not (yet) released is free too: an account
 * deleted again after a restore, once erased, could no longer read its address to name the claim to release
 * (backend/privacy/erasure-catch-up.ts).
 */
export function orphanedEmailClaimant(claim: EmailClaimAsRead, now: Date): string | null {
  if (!claim.claimedBy) return null;
  const neverWritten = claimIsStale(claim.lastAt, now) && !claim.holder?.written;
  return neverWritten || claim.holder?.deleted ? claim.claimedBy : null;
}

/**
 * Sign-up's decision about the address's claim streams: the ClaimEmail to run on the current stream (`orphanedClaimant`: an
 * orphaned holder it takes over), or null when `userId` holds the address already (a resumed seeding with an explicit id: only
 * the account is missing). Refuses with ACCOUNT_EXISTS when another account holds it, in the legacy stream (named by the
 * address: claims written before names were hashed still count; null when it is the current stream) or in the current one.
 */
export function decideSignUpClaim(input: { email: string; userId: string; legacy: EmailClaimAsRead | null; current: EmailClaimAsRead; now: Date }): ClaimEmail | null {
  const { email, userId, legacy, current, now } = input;
  if (legacy?.claimedBy === userId) return null;
  if (legacy?.claimedBy && !orphanedEmailClaimant(legacy, now)) throw conflict(ACCOUNT_EXISTS);
  if (current.claimedBy === userId) return null;
  const orphanedClaimant = orphanedEmailClaimant(current, now);
  if (current.claimedBy && !orphanedClaimant) throw conflict(ACCOUNT_EXISTS);
  return { type: 'ClaimEmail', data: { email, userId, orphanedClaimant } };
}

/** Who holds a claim stream, as read (`claimedBy` folded). */
export interface ClaimHolder {
  stream: string;
  claimedBy: string | null;
}

/**
 * Which claim stream an account's deletion names for release: the current one when the account holds the address there. A
 * claim still in the legacy stream (named by the address; null when that is the current stream) is moved first (`moveFrom`:
 * claimed in the current stream, released in the legacy one, whose name the erasure then removes from the embedded log).
 * Null when the account holds neither.
 */
export function deletionClaim(userId: string, current: ClaimHolder, legacy: ClaimHolder | null): { claimStream: string | null; moveFrom: string | null } {
  if (current.claimedBy === userId) return { claimStream: current.stream, moveFrom: null };
  if (legacy?.claimedBy === userId) return { claimStream: current.stream, moveFrom: legacy.stream };
  return { claimStream: null, moveFrom: null };
}
