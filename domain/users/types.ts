// The user as every API answer shows it (read model `users`): never a password, never a hash.
import type { ResumePdfInfo, ResumeProject } from '../applications/types';
import type { Role } from '../shared/roles';
import type { Locale } from '../i18n/locales';

export interface PublicUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  companyName: string | null;
  companyField: string | null;
  website: string | null;
  location: string;
  bio: string;
  grade: string | null;
  schoolName: string | null;
  university: string;
  graduationYear: number | null;
  fieldOfStudy: string;
  skills: string[];
  /** The résumé beyond skills (students): projects and achievements, sent with each application as they stand then. */
  projects: ResumeProject[];
  achievements: string[];
  /** The student's uploaded PDF résumé (PUT /api/user/resume), shown to the student only; null when none. */
  resumePdf?: ResumePdfInfo | null;
  hobbies: string[];
  interestedFields: string[];
  preferredCompanies: string[];
  internshipDuration: string | null;
  profileComplete: boolean;
  isApproved: boolean;
  createdAt: string;
  /** Whether the person gets optional e-mail notices (GET /api/user always says; true unless turned off). */
  notices?: boolean;
  /** The language the person chose (DESIGN.md §4.3; GET /api/user always says); null until chosen, English then. */
  language?: Locale | null;
  /** Whether the account's e-mail address is verified (DESIGN.md §4.5; GET /api/user always says). */
  emailVerified?: boolean;
  /** A company's latest request to become a partner, while not approved: waiting, or rejected; absent when none was sent. */
  companyRequest?: 'pending' | 'rejected';
}

/** A user as the admin lists show it: SPEC's stored plain password is never stored, so it always reads 'Not available'. */
export type AdminUser = PublicUser & { actualPassword: 'Not available' };
