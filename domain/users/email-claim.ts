// The e-mail claim aggregate (stream `email-<lowercased e-mail>`): makes an address unique across users, even under concurrent
// sign-ups; a deleted account's address is released and may be claimed again.
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { EmailClaimCommand } from './commands';
import type { EmailClaimEvent } from './events';

export const emailStream = (email: string) => `email-${email.trim().toLowerCase()}`;
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

export interface EmailClaimState {
  claimedBy: string | null;
}

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (_state, event) => ({ claimedBy: event.type === 'EmailClaimed' ? event.data.userId : null }),
  decide: (command, state) => {
    const { email, userId } = command.data;
    if (command.type === 'ReleaseEmail') return state.claimedBy === userId ? [{ type: 'EmailReleased', data: { email, userId } }] : [];
    if (state.claimedBy !== null && state.claimedBy !== command.data.orphanedClaimant) throw conflict(ACCOUNT_EXISTS);
    return [{ type: 'EmailClaimed', data: { email, userId } }];
  },
};
