// The e-mail verification aggregate (stream `email-verification-<userId>`): a link works until it expires, only the newest
// link works, and once the address is verified nothing more is needed (the same link opened again still says so).
import { assertNever, type Decider } from '../shared/decider';
import { invalid } from '../shared/errors';
import type { EmailVerificationEvent } from './events';

/** EMAIL_VERIFICATION: `required` (default) or `off` (checks of SPEC.md's flows, which have no such step). */
export const EMAIL_VERIFICATION_MODES = ['required', 'off'] as const;
export type EmailVerificationMode = (typeof EMAIL_VERIFICATION_MODES)[number];

export const emailVerificationStream = (userId: string) => `email-verification-${userId}`;

/** How long a verification link works: two days, so that a link read the next evening still does. */
export const VERIFY_LINK_HOURS = 48;
export const VERIFY_LINK_DEAD = 'This link has expired or a newer one was sent. Ask for a new one from your account.';
export const VERIFY_FIRST = 'Please verify your email first.';

export type RequestEmailVerification = { type: 'RequestEmailVerification'; data: { userId: string; tokenHash: string; expiresAt: string; at: string } };
/** `tokenHash`: the SHA-256 of the token the person brought back. */
export type VerifyEmail = { type: 'VerifyEmail'; data: { userId: string; tokenHash: string; at: string } };
/** The platform vouches for the address (accounts it makes itself). */
export type MarkEmailVerified = { type: 'MarkEmailVerified'; data: { userId: string; at: string } };
export type EmailVerificationCommand = RequestEmailVerification | VerifyEmail | MarkEmailVerified;

export interface EmailVerificationState {
  verified: boolean;
  /** The hash of the link that verified the address (opening it again answers "verified"). */
  verifiedWith: string | null;
  /** The one link that may still work (the newest); null when none. */
  pending: { tokenHash: string; expiresAt: string } | null;
}

export const initialEmailVerificationState = (): EmailVerificationState => ({ verified: false, verifiedWith: null, pending: null });

export function evolveEmailVerification(state: EmailVerificationState, event: EmailVerificationEvent): EmailVerificationState {
  switch (event.type) {
    case 'EmailVerificationRequested':
      return { ...state, pending: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'EmailVerified':
      return { verified: true, verifiedWith: event.data.tokenHash, pending: null };
    default:
      return assertNever(event);
  }
}

export function decideEmailVerification(command: EmailVerificationCommand, state: EmailVerificationState): EmailVerificationEvent[] {
  switch (command.type) {
    case 'RequestEmailVerification':
      // A verified address needs no link.
      return state.verified ? [] : [{ type: 'EmailVerificationRequested', data: command.data }];
    case 'VerifyEmail': {
      const { tokenHash, at, userId } = command.data;
      if (state.verified && state.verifiedWith === tokenHash) return [];
      const { pending } = state;
      if (!pending || pending.tokenHash !== tokenHash || Date.parse(at) >= Date.parse(pending.expiresAt)) throw invalid(VERIFY_LINK_DEAD, { token: VERIFY_LINK_DEAD });
      return [{ type: 'EmailVerified', data: { userId, by: 'link', tokenHash, at } }];
    }
    case 'MarkEmailVerified':
      return state.verified ? [] : [{ type: 'EmailVerified', data: { userId: command.data.userId, by: 'platform', tokenHash: null, at: command.data.at } }];
    default:
      return assertNever(command);
  }
}

export const emailVerificationDecider: Decider<EmailVerificationState, EmailVerificationCommand, EmailVerificationEvent> = {
  initialState: initialEmailVerificationState,
  evolve: evolveEmailVerification,
  decide: decideEmailVerification,
};
