// Accounts for the admins: all users, students, companies and pending company sign-ups; edit and delete (backend admins).
import { m } from '@/paraglide/messages.js';
import type { AdminUser } from '@domain/users/types';
import { api } from '@/lib/api-client';
import { adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

export type UserList = 'users' | 'students' | 'companies' | 'pending-signups';

const LIST_PATHS: Record<UserList, string> = {
  users: '/api/admin/users',
  students: '/api/admin/students',
  companies: '/api/admin/companies',
  'pending-signups': '/api/admin/pending-signups',
};
const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const adminUsersQueryOptions = (list: UserList, params: Partial<ListParams>) => adminListQueryOptions<AdminUser>(list, LIST_PATHS[list], params);

export const adminUserCountQueryOptions = (list: UserList) => adminCountQueryOptions(list, LIST_PATHS[list]);

/** PATCH /api/admin/users/:id's body: the profile fields an admin may change ('Save Changes' adds profileComplete: true). */
export type UserEdit = Partial<
  Pick<AdminUser, 'firstName' | 'lastName' | 'location' | 'bio' | 'grade' | 'schoolName' | 'companyName' | 'companyField' | 'website' | 'profileComplete'>
>;

export const useEditUser = () =>
  useAdminMutation(({ id, changes }: { id: string; changes: UserEdit }) => api.patch<AdminUser>(userPath(id), changes), () => m.admin_toast_user_updated());

export const useDeleteUser = () =>
  useAdminMutation((id: string) => api.delete(userPath(id)), () => m.admin_toast_user_deleted());
