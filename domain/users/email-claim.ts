// The e-mail claim aggregate (stream `email-<lowercased e-mail>`): makes an address unique across users, even under concurrent sign-ups.
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { ClaimEmail } from './commands';
import type { EmailClaimed } from './events';

export const emailStream = (email: string) => `email-${email.trim().toLowerCase()}`;
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

export interface EmailClaimState {
  claimedBy: string | null;
}

export const emailClaimDecider: Decider<EmailClaimState, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.data.userId }),
  decide: (command, state) => {
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(ACCOUNT_EXISTS);
    return [{ type: 'EmailClaimed', data: { email: command.data.email, userId: command.data.userId } }];
  },
};
