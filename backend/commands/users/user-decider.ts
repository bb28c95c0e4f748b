// The user aggregate (stream `user-<id>`): state folded from its events, and the decisions of register and sign-in.
import type { SignInFailed, UserEvent, UserRegistered, UserSignedIn } from '../../../domain/events';
import { assertNever } from '../../../domain/events';
import { conflict, tooMany } from '../../../domain/errors';
import { canAttemptSignIn, initialSignInSnapshot, recordSignIn, type SignInSnapshot } from '../../../domain/machines/sign-in-machine';
import type { Role } from '../../../domain/roles';
import type { Decider } from '../command-handler';

export const userStream = (userId: string) => `user-${userId}`;

export interface UserState {
  registered: boolean;
  userId: string | null;
  role: Role | null;
  signIn: SignInSnapshot;
}

export type RegisterUser = { type: 'RegisterUser'; data: UserRegistered['data'] };
export type LogIn = { type: 'LogIn'; data: { userId: string; passwordMatches: boolean; at: string } };
export type UserCommand = RegisterUser | LogIn;

export const initialUserState = (): UserState => ({ registered: false, userId: null, role: null, signIn: initialSignInSnapshot() });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true, userId: event.data.userId, role: event.data.role };
    case 'SignInFailed':
      return { ...state, signIn: recordSignIn(state.signIn, { type: 'FAILED', at: Date.parse(event.data.at) }) };
    case 'UserSignedIn':
      return { ...state, signIn: recordSignIn(state.signIn, { type: 'SUCCEEDED', at: Date.parse(event.data.at) }) };
    default:
      return assertNever(event);
  }
}

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again in a few minutes.';

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw conflict('An account with this email already exists. Please sign in instead.');
      return [{ type: 'UserRegistered', data: command.data }];
    case 'LogIn': {
      if (!state.registered) throw conflict('No such account');
      // The session machine decides whether this account may try now.
      if (!canAttemptSignIn(state.signIn, Date.parse(command.data.at))) throw tooMany(TOO_MANY_SIGN_INS);
      const data = { userId: command.data.userId, at: command.data.at };
      return command.data.passwordMatches
        ? [{ type: 'UserSignedIn', data } satisfies UserSignedIn]
        : [{ type: 'SignInFailed', data } satisfies SignInFailed];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
