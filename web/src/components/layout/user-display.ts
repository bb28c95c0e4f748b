// How a user is named in the chrome: the display name and the avatar letter.
import type { PublicUser } from '@domain/users/types';

type Named = Pick<PublicUser, 'firstName' | 'lastName' | 'companyName' | 'username'>;

/** SPEC §2 user menu: the name, or the company name, or the username. */
export const displayName = (user: Named): string =>
  `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.companyName?.trim() || user.username;

/** SPEC §2: the first letter of firstName, else of the e-mail, uppercased; else 'U'. */
export const avatarLetter = (user: Partial<Pick<PublicUser, 'firstName' | 'email'>> | null | undefined): string =>
  (user?.firstName?.trim().charAt(0) || user?.email?.trim().charAt(0) || 'U').toUpperCase();

