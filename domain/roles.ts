// Role rules of SPEC.md §6: who may do what, shared by the SPA (what to show) and the server (what to allow).
import { BACKEND_ADMIN_USERNAMES } from './constants';

export const ROLES = ['student', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose when signing up; no one self-registers as admin. */
export const SELF_REGISTER_ROLES = ['student', 'company'] as const;

export const isBackendAdmin = (user: { role: Role; username: string } | null | undefined): boolean =>
  !!user && user.role === 'admin' && (BACKEND_ADMIN_USERNAMES as readonly string[]).includes(user.username);
