// Role rules of SPEC.md §6, shared by every context: who the actors are (the server enforces them at the route).

export const ROLES = ['student', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose when signing up; no one self-registers as admin. */
export const SELF_REGISTER_ROLES = ['student', 'company'] as const;

/** SPEC §9: only these admins may use /admin-backend and its mutations. */
export const BACKEND_ADMIN_USERNAMES = ['admin1', 'admin2', 'admin3'] as const;

export const isBackendAdmin = (user: { role: Role; username: string } | null | undefined): boolean =>
  !!user && user.role === 'admin' && (BACKEND_ADMIN_USERNAMES as readonly string[]).includes(user.username);

/** Who causes an event: a signed-in user of one of the roles, or the system itself (seeding, reactors without a person). */
export type ActorRole = Role | 'system';
export interface Actor {
  id: string;
  role: ActorRole;
}
