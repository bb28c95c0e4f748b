// The session machine (the design card's session state): a sign-in starts an active session; it ends once — signed out,
// expired (idle or too old) or revoked (password change, sign out everywhere, account deletion) — and never comes back.
import { setup, transition, type SnapshotFrom } from 'xstate';

export type SessionEvent =
  | { type: 'SEEN'; at: number }
  | { type: 'SIGN_OUT' }
  | { type: 'REVOKE' }
  | { type: 'EXPIRE' };

export type SessionState = 'active' | 'signedOut' | 'expired' | 'revoked';

export interface SessionLimits {
  /** An active session not seen for this long expires. */
  idleMs: number;
  /** No session lives longer than this. */
  maxAgeMs: number;
}

export const sessionMachine = setup({ types: { events: {} as SessionEvent } }).createMachine({
  id: 'session',
  initial: 'active',
  states: {
    active: { on: { SEEN: 'active', SIGN_OUT: 'signedOut', REVOKE: 'revoked', EXPIRE: 'expired' } },
    signedOut: { type: 'final' },
    expired: { type: 'final' },
    revoked: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof sessionMachine>;
const at = (state: SessionState): Snapshot => sessionMachine.resolveState({ value: state, context: {} as never });

/** The state after `event` (an ended session stays as it is). */
export const nextSessionState = (state: SessionState, event: SessionEvent): SessionState =>
  transition(sessionMachine, at(state), event)[0].value as SessionState;

/** A session's state at `now`: an active one that sat idle too long, or lived too long, has expired. */
export function sessionStateAt(session: { state: SessionState; createdAt: number; lastSeenAt: number }, now: number, limits: SessionLimits): SessionState {
  if (session.state !== 'active') return session.state;
  const tooOld = now - session.createdAt >= limits.maxAgeMs;
  const idle = now - session.lastSeenAt >= limits.idleMs;
  return tooOld || idle ? nextSessionState(session.state, { type: 'EXPIRE' }) : session.state;
}
