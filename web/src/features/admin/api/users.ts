// Accounts for the admins: all users, students, companies and pending company sign-ups; edit and delete (backend admins).
import type { AdminUser } from '@domain/users/types';
import { api } from '@/lib/api-client';
import { ADMIN_API, adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

export type UserList = 'users' | 'students' | 'companies' | 'pending-signups';

export const usersPath = (list: UserList) => `${ADMIN_API}/${list}`;

export const adminUsersQueryOptions = (list: UserList, params: Partial<ListParams>) => adminListQueryOptions<AdminUser>(usersPath(list), params);

export const adminUserCountQueryOptions = (list: UserList) => adminCountQueryOptions(usersPath(list));

/** PATCH /api/admin/users/:id's body: the profile fields an admin may change ('Save Changes' adds profileComplete: true). */
export type UserEdit = Partial<
  Pick<AdminUser, 'firstName' | 'lastName' | 'location' | 'bio' | 'grade' | 'schoolName' | 'companyName' | 'companyField' | 'website' | 'profileComplete'>
>;

export const useEditUser = () =>
  useAdminMutation(({ id, changes }: { id: string; changes: UserEdit }) => api.patch<AdminUser>(`${ADMIN_API}/users/${encodeURIComponent(id)}`, changes), () => 'User updated successfully');

export const useDeleteUser = () =>
  useAdminMutation((id: string) => api.delete(`${ADMIN_API}/users/${encodeURIComponent(id)}`), () => 'User deleted successfully');
