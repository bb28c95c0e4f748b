// The user aggregate (stream `user-<id>`): state folded from its events, and the decisions of sign-up, sign-in and profile changes.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound, type DomainError } from '../shared/errors';
import type { Role } from '../shared/roles';
import type { Locale } from '../i18n/locales';
import type { UserCommand } from './commands';
import { ACCOUNT_EXISTS } from './email-claim';
import type { CompanyDetailsUpdated, UserEvent } from './events';

export const userStream = (userId: string) => `user-${userId}`;

export const USER_NOT_FOUND = 'User not found';
export const NOT_A_COMPANY = 'This account is not a company account';
export const ONLY_STUDENTS_ONBOARD = 'Only students can complete a student profile';
export const ADMINS_STAY = 'Admin accounts cannot be deleted';

export interface UserState {
  registered: boolean;
  deleted: boolean;
  email: string | null;
  userId: string | null;
  role: Role | null;
  isApproved: boolean;
  companyDetails: CompanyDetailsUpdated['data'] | null;
  /** Whether the person wants optional e-mail notices (true until turned off). */
  notices: boolean;
  /** The language chosen for the site and e-mails; null until chosen (English then). */
  language: Locale | null;
}

export const initialUserState = (): UserState => ({
  registered: false,
  deleted: false,
  email: null,
  userId: null,
  role: null,
  isApproved: false,
  companyDetails: null,
  notices: true,
  language: null,
});

/** Why DeleteUser refuses the account (not found: never registered or deleted already; forbidden: an admin), or null when it may be deleted. */
export function deletionRefusal(state: UserState): DomainError | null {
  if (state.deleted || !state.registered || !state.role) return notFound(USER_NOT_FOUND);
  if (state.role === 'admin') return forbidden(ADMINS_STAY);
  return null;
}

/** Whether the account is a company approved as a verified partner (what posting an internship needs, domain/internships). */
export const isApprovedCompanyAccount = (state: UserState): boolean => state.registered && state.role === 'company' && state.isApproved;

const sameDetails = (a: CompanyDetailsUpdated['data'] | null, b: CompanyDetailsUpdated['data']) =>
  !!a && a.companyName === b.companyName && a.companyField === b.companyField && a.location === b.location && a.website === b.website;

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true, email: event.data.email, userId: event.data.userId, role: event.data.role, isApproved: event.data.isApproved };
    case 'CompanyApproved':
      return { ...state, isApproved: true };
    case 'CompanyDetailsUpdated':
      return { ...state, companyDetails: event.data };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'UserNoticesChanged':
      return { ...state, notices: event.data.notices };
    case 'LanguageChosen':
      return { ...state, language: event.data.language };
    case 'StudentProfileCompleted':
    case 'UserProfileEdited':
      return state;
    case 'SignInFailed':
    case 'UserSignedIn':
    case 'PasswordChanged':
      return state;
    default:
      return assertNever(event);
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  // A deleted account is gone for every command but sign-up (which creates a new account with a new id).
  if (state.deleted && command.type !== 'RegisterUser') throw notFound(USER_NOT_FOUND);
  switch (command.type) {
    case 'RegisterUser':
      if (state.registered) throw conflict(ACCOUNT_EXISTS);
      return [{ type: 'UserRegistered', data: command.data }];
    case 'UpdateCompanyDetails':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      if (state.role !== 'company') throw forbidden(NOT_A_COMPANY);
      // The same details again change nothing.
      return sameDetails(state.companyDetails, command.data) ? [] : [{ type: 'CompanyDetailsUpdated', data: command.data }];
    case 'ApproveCompany':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      if (state.role !== 'company') throw forbidden(NOT_A_COMPANY);
      // Approving an approved company changes nothing.
      return state.isApproved ? [] : [{ type: 'CompanyApproved', data: command.data }];
    case 'CompleteStudentProfile':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      if (state.role !== 'student') throw forbidden(ONLY_STUDENTS_ONBOARD);
      return [{ type: 'StudentProfileCompleted', data: command.data }];
    case 'EditUserProfile':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      return Object.keys(command.data.changes).length === 0 ? [] : [{ type: 'UserProfileEdited', data: command.data }];
    case 'ChangePassword':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      return [{ type: 'PasswordChanged', data: command.data }];
    case 'SetNotices':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      return state.notices === command.data.notices ? [] : [{ type: 'UserNoticesChanged', data: command.data }];
    case 'ChooseLanguage':
      if (!state.registered) throw notFound(USER_NOT_FOUND);
      // The language it has already changes nothing.
      return state.language === command.data.language ? [] : [{ type: 'LanguageChosen', data: command.data }];
    case 'DeleteUser': {
      const refusal = deletionRefusal(state);
      if (refusal) throw refusal;
      // Only a registered account gets here, and it has a role.
      return [{ type: 'UserDeleted', data: { userId: command.data.userId, role: state.role!, claimStream: command.data.claimStream ?? null, at: command.data.at } }];
    }
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  // A plain JSON state (no sign-in machine since sign-ins append no events); version 2: the state lost `signIn` and
  // gained `deleted` and `companyDetails`.
  snapshot: { name: 'user', version: 2 },
};
