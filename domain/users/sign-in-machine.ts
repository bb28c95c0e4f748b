// The session machine: throttles repeated failed sign-ins for one account; its state is folded from the account's events.
import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS } from './constants';

export type SignInMachineEvent =
  | { type: 'ATTEMPT'; at: number }
  | { type: 'FAILED'; at: number }
  | { type: 'SUCCEEDED'; at: number };

export interface SignInContext {
  failures: number;
  lockedUntil: number | null;
}

const reset = assign<SignInContext, SignInMachineEvent, undefined, SignInMachineEvent, never>({ failures: 0, lockedUntil: null });

export const signInMachine = setup({
  types: { context: {} as SignInContext, events: {} as SignInMachineEvent },
  guards: {
    reachesLimit: ({ context }) => context.failures + 1 >= MAX_FAILED_SIGN_INS,
    lockExpired: ({ context, event }) => context.lockedUntil !== null && event.at >= context.lockedUntil,
  },
}).createMachine({
  id: 'signIn',
  initial: 'open',
  context: { failures: 0, lockedUntil: null },
  states: {
    open: {
      on: {
        ATTEMPT: { target: 'open' },
        FAILED: [
          {
            guard: 'reachesLimit',
            target: 'locked',
            actions: assign({ failures: ({ context }) => context.failures + 1, lockedUntil: ({ event }) => event.at + SIGN_IN_LOCK_MS }),
          },
          { actions: assign({ failures: ({ context }) => context.failures + 1 }) },
        ],
        SUCCEEDED: { actions: reset },
      },
    },
    locked: {
      on: {
        // Once the lock has run out, the account is open again; a failure then counts from one.
        ATTEMPT: { guard: 'lockExpired', target: 'open', actions: reset },
        FAILED: { guard: 'lockExpired', target: 'open', actions: assign({ failures: 1, lockedUntil: null }) },
        SUCCEEDED: { guard: 'lockExpired', target: 'open', actions: reset },
      },
    },
  },
});

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

export const initialSignInSnapshot = (): SignInSnapshot =>
  signInMachine.resolveState({ value: 'open', context: { failures: 0, lockedUntil: null } });

/** A machine snapshot from a stored value and context (how a snapshot of the user aggregate is read back). */
export const resolveSignInSnapshot = (value: string, context: SignInContext): SignInSnapshot =>
  signInMachine.resolveState({ value: value === 'locked' ? 'locked' : 'open', context });

/** Feeds one recorded outcome into the machine (pure: no actor, no side effects). */
export const recordSignIn = (snapshot: SignInSnapshot, event: SignInMachineEvent): SignInSnapshot =>
  transition(signInMachine, snapshot, event)[0];

/** Whether a sign-in attempt at `at` may proceed. */
export const canAttemptSignIn = (snapshot: SignInSnapshot, at: number): boolean =>
  snapshot.can({ type: 'ATTEMPT', at });
