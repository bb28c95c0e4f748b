// Query: accounts for the admin views — all, by role, or companies awaiting approval — searchable, sortable, paged; never a secret.
import type { AdminListQuery } from '@domain/admin/schemas';
import type { Role } from '@domain/shared/roles';
import type { AdminUser, PublicUser } from '@domain/users/types';
import { withoutBookkeeping } from '@backend/processors/projection';
import type { Filter, ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { page, type Page } from './page';

/** SPEC's admins see a stored plain password; none is ever stored here. */
export const toAdminUser = (u: PublicUser): AdminUser => ({ ...withoutBookkeeping(u), actualPassword: 'Not available' });

export async function listUsers(store: ReadStore, query: AdminListQuery, by: { role?: Role; pendingCompanies?: boolean } = {}): Promise<Page<AdminUser>> {
  const filter: Filter = {};
  if (by.role) filter.role = by.role;
  if (by.pendingCompanies) Object.assign(filter, { role: 'company', isApproved: false });
  const users = (await store.collection<PublicUser>(USERS).find(filter)).map(toAdminUser);
  return page(users, query, {
    search: (u) => `${u.firstName} ${u.lastName} ${u.email} ${u.username} ${u.companyName ?? ''} ${u.schoolName ?? ''}`,
    sortable: ['createdAt', 'email', 'firstName', 'lastName', 'role', 'companyName', 'profileComplete', 'isApproved'],
    defaultSort: 'createdAt',
  });
}
