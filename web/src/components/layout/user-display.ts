// How a user is named in the chrome: the display name and the avatar letter. A company is called by its company name once
// it has one (DESIGN.md §4.5: never 'Company User').
import type { PublicUser } from '@domain/users/types';

type Named = Pick<PublicUser, 'firstName' | 'lastName' | 'companyName' | 'username'> & { role?: PublicUser['role'] };

const companyNameOf = (user: { companyName?: string | null; role?: PublicUser['role'] }) => (user.role === 'company' ? user.companyName?.trim() || null : null);

/** A company's name for a company that has one; else SPEC §2's: the name, or the company name, or the username. */
export const displayName = (user: Named): string =>
  companyNameOf(user) || `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.companyName?.trim() || user.username;

/** The first letter of a company's name; else SPEC §2's: of firstName, else of the e-mail, uppercased; else 'U'. */
export const avatarLetter = (user: Partial<Pick<PublicUser, 'firstName' | 'email' | 'companyName' | 'role'>> | null | undefined): string =>
  ((user && companyNameOf(user))?.charAt(0) || user?.firstName?.trim().charAt(0) || user?.email?.trim().charAt(0) || 'U').toUpperCase();
