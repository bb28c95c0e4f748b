// The admin accounts (there is no /admins list: sorted by role, admins come first in /users).
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { adminUsersQueryOptions } from '../api/users';
import { DataTable } from './data-table';
import { adminColumns } from './user-columns';

export const ADMINS_QUERY = { sort: 'role', order: 'asc', limit: 100, offset: 0 } as const;

export function AdminsTable() {
  const { data, isPending, isError, error } = useQuery(adminUsersQueryOptions('users', ADMINS_QUERY));
  if (isError) return <p role="alert" className="text-sm text-red-700">{m.admin_admins_load_failed({ error: error.message })}</p>;
  const admins = (data?.rows ?? []).filter((u) => u.role === 'admin');
  return <DataTable label={m.admin_admins()} columns={adminColumns()} rows={admins} rowKey={(u) => u.id} emptyText={isPending ? m.admin_loading() : m.admin_no_admins()} />;
}
