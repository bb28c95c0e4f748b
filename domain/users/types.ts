// The user as every API answer shows it (read model `users`): never a password, never a hash.
import type { Role } from '../shared/roles';

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
  hobbies: string[];
  interestedFields: string[];
  preferredCompanies: string[];
  internshipDuration: string | null;
  profileComplete: boolean;
  isApproved: boolean;
  createdAt: string;
}

/** A user as the admin lists show it: SPEC's stored plain password is never stored, so it always reads 'Not available'. */
export type AdminUser = PublicUser & { actualPassword: 'Not available' };
