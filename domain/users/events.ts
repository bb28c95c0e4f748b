// Events of the users context: the e-mail claim (stream `email-<HMAC of the address>`; `email-<address>` before erasure
// reached the log) and the user aggregate (stream `user-<id>`). Personal fields are listed in personal-data.ts.
import type { EventOf } from '../shared/event';
import type { Role } from '../shared/roles';
import type { Locale } from '../i18n/locales';
import type { ResumeProject } from '../applications/types';

/** A claim that makes an e-mail address unique across users. */
export type EmailClaimed = EventOf<'EmailClaimed', { email: string; userId: string }>;
/** The address is free again (its account was deleted). */
export type EmailReleased = EventOf<'EmailReleased', { email: string; userId: string }>;

export type UserRegistered = EventOf<
  'UserRegistered',
  {
    userId: string;
    username: string;
    email: string;
    /** argon2id hash: lives in the event store and the credentials read model only. */
    passwordHash: string;
    role: Role;
    firstName: string;
    lastName: string;
    location: string;
    bio: string;
    university: string;
    fieldOfStudy: string;
    graduationYear: number | null;
    skills: string[];
    hobbies: string[];
    profileComplete: boolean;
    isApproved: boolean;
    registeredAt: string;
    /** YYYY-MM-DD, when the person gave it (students, for parental consent); absent or null when unknown. */
    dateOfBirth?: string | null;
  }
>;

/** Written by earlier versions on every sign-in; sign-ins are no longer events (the throttle and sessions live outside the log). */
export type UserSignedIn = EventOf<'UserSignedIn', { userId: string; at: string }>;
export type SignInFailed = EventOf<'SignInFailed', { userId: string; at: string }>;
/** A new argon2id hash; the old one stops working at once. */
export type PasswordChanged = EventOf<'PasswordChanged', { userId: string; passwordHash: string; at: string }>;

/** A company's public details. */
export type CompanyDetailsUpdated = EventOf<
  'CompanyDetailsUpdated',
  { userId: string; companyName: string; companyField: string; location: string; website: string | null; at: string }
>;
/** The company account became a verified partner (by an admin's decision or the seeder). */
export type CompanyApproved = EventOf<'CompanyApproved', { userId: string; approvedBy: string; at: string }>;
/**
 * The student's onboarding profile (SPEC §3), submitted or re-submitted. `skills`, `projects` and `achievements` (the
 * résumé, DESIGN.md §4.0) are there when the student gave them; events without them leave those fields as they were.
 */
export type StudentProfileCompleted = EventOf<
  'StudentProfileCompleted',
  {
    userId: string;
    skills?: string[];
    projects?: ResumeProject[];
    achievements?: string[];
    hobbies: string[];
    interestedFields: string[];
    internshipDuration: string;
    preferredCompanies: string[];
    location: string;
    grade: string;
    schoolName: string;
    at: string;
  }
>;

/** Profile fields that an admin (or the user) may change; `profileComplete` is set by the admin edit dialog (SPEC §2). */
export interface UserProfileChanges {
  firstName?: string;
  lastName?: string;
  location?: string;
  bio?: string;
  grade?: string | null;
  schoolName?: string | null;
  university?: string;
  graduationYear?: number | null;
  fieldOfStudy?: string;
  skills?: string[];
  /** The résumé beyond skills (students; DESIGN.md §4.0). */
  projects?: ResumeProject[];
  achievements?: string[];
  hobbies?: string[];
  interestedFields?: string[];
  preferredCompanies?: string[];
  internshipDuration?: string | null;
  companyName?: string | null;
  companyField?: string | null;
  website?: string | null;
  profileComplete?: boolean;
}
export type UserProfileEdited = EventOf<'UserProfileEdited', { userId: string; changes: UserProfileChanges; at: string }>;
/**
 * The account is gone: it can no longer sign in, its data leaves the read models and its personal fields in the log become
 * unreadable (its key is destroyed). v2 names the e-mail claim's stream to release instead of carrying the address (v1 had
 * `email`; upcast to the plain claim stream of that time).
 */
export type UserDeleted = EventOf<'UserDeleted', { userId: string; role: Role; claimStream: string | null; at: string }>;
/** Whether the person wants e-mail notices (status changes, new applicants, decisions); consent and security e-mails always go. */
export type UserNoticesChanged = EventOf<'UserNoticesChanged', { userId: string; notices: boolean; at: string }>;
/** The language the person chose for the site and their e-mails (DESIGN.md §4.3), or the one they signed up in. */
export type LanguageChosen = EventOf<'LanguageChosen', { userId: string; language: Locale; at: string }>;

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | SignInFailed
  | CompanyDetailsUpdated
  | CompanyApproved
  | StudentProfileCompleted
  | UserProfileEdited
  | PasswordChanged
  | UserNoticesChanged
  | LanguageChosen
  | UserDeleted;
export type EmailClaimEvent = EmailClaimed | EmailReleased;
export type UsersContextEvent = EmailClaimEvent | UserEvent;

/** Current schema version of each event type of this context. */
export const USERS_EVENT_VERSIONS: Record<UsersContextEvent['type'], number> = {
  EmailClaimed: 1,
  EmailReleased: 1,
  UserRegistered: 1,
  UserSignedIn: 1,
  SignInFailed: 1,
  CompanyDetailsUpdated: 1,
  CompanyApproved: 1,
  StudentProfileCompleted: 1,
  UserProfileEdited: 1,
  PasswordChanged: 1,
  UserNoticesChanged: 1,
  LanguageChosen: 1,
  UserDeleted: 2,
};
