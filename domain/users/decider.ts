// The user aggregate (stream `user-<id>`): state folded from its events, and the decisions of sign-up, sign-in and profile changes.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound, tooMany } from '../shared/errors';
import type { Role } from '../shared/roles';
import type { UserCommand } from './commands';
import { ACCOUNT_EXISTS } from './email-claim';
import type { SignInFailed, UserEvent, UserSignedIn } from './events';
import { canAttemptSignIn, initialSignInSnapshot, recordSignIn, resolveSignInSnapshot, type SignInSnapshot } from './sign-in-machine';

export const userStream = (userId: string) => `user-${userId}`;

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again in a few minutes.';
export const USER_NOT_FOUND = 'User not found';
export const NOT_A_COMPANY = 'This account is not a company account';
export const ONLY_STUDENTS_ONBOARD = 'Only students can complete a student profile';

export interface UserState {
  registered: boolean;
  userId: string | null;
  role: Role | null;
  isApproved: boolean;
  signIn: SignInSnapshot;
}

export const initialUserState = (): UserState => ({ registered: false, userId: null, role: null, isApproved: false, signIn: initialSignInSnapshot() });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true, userId: event.data.userId, role: event.data.role, isApproved: event.data.isApproved };
    case 'CompanyApproved':
      return { ...state, isApproved: true };
    case 'CompanyDetailsUpdated':
    case 'StudentProfileCompleted':
      return state;
    case 'SignInFailed':
      return { ...state, signIn: recordSignIn(state.signIn, { type: 'FAILED', at: Date.parse(event.data.at) }) };
    case 'UserSignedIn':
      return { ...state, signIn: recordSignIn(state.signIn, { type: 'SUCCEEDED', at: Date.parse(event.data.at) }) };
    default:
      return assertNever(event);
  }
}

const hasFailures = (signIn: SignInSnapshot) => signIn.value !== 'open' || signIn.context.failures > 0;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw conflict(ACCOUNT_EXISTS);
      return [{ type: 'UserRegistered', data: command.data }];
    case 'LogIn': {
      if (!state.registered) throw conflict('No such account');
      // The session machine decides whether this account may try now.
      if (!canAttemptSignIn(state.signIn, Date.parse(command.data.at))) throw tooMany(TOO_MANY_SIGN_INS);
      const data = { userId: command.data.userId, at: command.data.at };
      if (!command.data.passwordMatches) return [{ type: 'SignInFailed', data } satisfies SignInFailed];
      // A success is recorded only when it changes the machine (it resets earlier failures), so that sign-ins do not
      // lengthen the account's stream.
      return hasFailures(state.signIn) ? [{ type: 'UserSignedIn', data } satisfies UserSignedIn] : [];
    }
    case 'UpdateCompanyDetails':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      if (state.role !== 'company') throw forbidden(NOT_A_COMPANY);
      return [{ type: 'CompanyDetailsUpdated', data: command.data }];
    case 'ApproveCompany':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      if (state.role !== 'company') throw forbidden(NOT_A_COMPANY);
      // Approving an approved company changes nothing.
      return state.isApproved ? [] : [{ type: 'CompanyApproved', data: command.data }];
    case 'CompleteStudentProfile':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      if (state.role !== 'student') throw forbidden(ONLY_STUDENTS_ONBOARD);
      return [{ type: 'StudentProfileCompleted', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  snapshot: {
    name: 'user',
    version: 1,
    // The sign-in machine's snapshot is stored as its value and context, and resolved back into a machine snapshot.
    toJSON: ({ signIn, ...rest }) => ({ ...rest, signIn: { value: signIn.value, context: signIn.context } }),
    fromJSON: (json) => {
      const { signIn, ...rest } = json as Omit<UserState, 'signIn'> & { signIn: { value: string; context: SignInSnapshot['context'] } };
      return { ...rest, signIn: resolveSignInSnapshot(signIn.value, signIn.context) };
    },
  },
};
