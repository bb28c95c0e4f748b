// The columns of the account tables: students, companies, admins, or every account (with its role); functions, so the
// headers are in the page's language.
import { m } from '@/paraglide/messages.js';
import type { AdminUser } from '@domain/users/types';
import type { Column } from './data-table';
import { formatDate, personName, roleLabel } from './format';
import { AccountBadge } from './status-badges';

const name = (): Column<AdminUser> => ({
  key: 'name',
  header: m.admin_col_name(),
  sortKey: 'firstName',
  cell: (u) => <span className="font-medium text-slate-900">{personName(u)}</span>,
});
const email = (): Column<AdminUser> => ({ key: 'email', header: m.admin_col_email(), sortKey: 'email', cell: (u) => u.email });
const joined = (): Column<AdminUser> => ({ key: 'joined', header: m.admin_col_joined(), sortKey: 'createdAt', cell: (u) => formatDate(u.createdAt) });
const password = (): Column<AdminUser> => ({
  key: 'password',
  header: m.admin_col_password(),
  cell: (u) => <span className="text-slate-500 italic" data-testid="password-field">{u.actualPassword}</span>,
});

export const studentColumns = (): Column<AdminUser>[] => [
  name(),
  email(),
  { key: 'school', header: m.admin_col_school(), cell: (u) => u.schoolName || '—' },
  { key: 'grade', header: m.admin_col_grade(), cell: (u) => u.grade || '—' },
  { key: 'location', header: m.admin_col_location(), cell: (u) => u.location || '—' },
  { key: 'status', header: m.admin_col_status(), sortKey: 'profileComplete', cell: (u) => <AccountBadge user={u} /> },
  password(),
  joined(),
];

export const companyColumns = (): Column<AdminUser>[] => [
  {
    key: 'company',
    header: m.admin_col_company(),
    sortKey: 'companyName',
    cell: (u) => <span className="font-medium text-slate-900">{u.companyName || personName(u)}</span>,
  },
  email(),
  { key: 'field', header: m.admin_col_field(), cell: (u) => u.companyField || '—' },
  { key: 'location', header: m.admin_col_location(), cell: (u) => u.location || '—' },
  { key: 'status', header: m.admin_col_status(), sortKey: 'isApproved', cell: (u) => <AccountBadge user={u} /> },
  password(),
  joined(),
];

export const adminColumns = (): Column<AdminUser>[] => [
  { key: 'username', header: m.admin_col_username(), cell: (u) => <span className="font-medium text-slate-900">{u.username}</span> },
  email(),
  { key: 'name', header: m.admin_col_name(), cell: (u) => personName(u) },
  password(),
  joined(),
];

/** Every account: the name (or company name), role and status side by side. */
export const allUserColumns = (): Column<AdminUser>[] => [
  {
    key: 'name',
    header: m.admin_col_name(),
    sortKey: 'firstName',
    cell: (u) => <span className="font-medium text-slate-900">{u.role === 'company' && u.companyName ? u.companyName : personName(u)}</span>,
  },
  email(),
  { key: 'role', header: m.admin_col_role(), sortKey: 'role', cell: (u) => roleLabel(u.role) },
  { key: 'status', header: m.admin_col_status(), cell: (u) => <AccountBadge user={u} /> },
  password(),
  joined(),
];
