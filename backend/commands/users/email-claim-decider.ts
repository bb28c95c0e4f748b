// The e-mail claim (stream `email-<lowercased e-mail>`): makes an address unique across users, even under concurrent sign-ups.
import type { EmailClaimed } from '../../../domain/events';
import { conflict } from '../../../domain/errors';
import type { Decider } from '../command-handler';

export const emailStream = (email: string) => `email-${email.trim().toLowerCase()}`;
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

export interface EmailClaimState {
  claimedBy: string | null;
}

/** `orphanedClaimant`: a claimant whose registration never got written (a crash between the two appends); its claim may be taken over. */
export type ClaimEmail = { type: 'ClaimEmail'; data: { email: string; userId: string; orphanedClaimant: string | null } };

export const emailClaimDecider: Decider<EmailClaimState, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.userId }),
  decide: (command, state) => {
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(ACCOUNT_EXISTS);
    return [{ type: 'EmailClaimed', data: { email: command.data.email, userId: command.data.userId } }];
  },
};
