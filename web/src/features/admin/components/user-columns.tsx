// The columns of the account tables: students, companies, admins, or every account (with its role).
import type { AdminUser } from '@domain/users/types';
import type { Column } from './data-table';
import { capitalize, formatDate, personName } from './format';
import { AccountBadge } from './status-badges';

const name: Column<AdminUser> = {
  key: 'name',
  header: 'Name',
  sortKey: 'firstName',
  cell: (u) => <span className="font-medium text-slate-900">{personName(u)}</span>,
};
const email: Column<AdminUser> = { key: 'email', header: 'Email', sortKey: 'email', cell: (u) => u.email };
const joined: Column<AdminUser> = { key: 'joined', header: 'Joined', sortKey: 'createdAt', cell: (u) => formatDate(u.createdAt) };
const password: Column<AdminUser> = {
  key: 'password',
  header: 'Password',
  cell: (u) => <span className="text-slate-500 italic" data-testid="password-field">{u.actualPassword}</span>,
};

export const studentColumns: Column<AdminUser>[] = [
  name,
  email,
  { key: 'school', header: 'School', cell: (u) => u.schoolName || '—' },
  { key: 'grade', header: 'Grade', cell: (u) => u.grade || '—' },
  { key: 'location', header: 'Location', cell: (u) => u.location || '—' },
  { key: 'status', header: 'Status', sortKey: 'profileComplete', cell: (u) => <AccountBadge user={u} /> },
  password,
  joined,
];

export const companyColumns: Column<AdminUser>[] = [
  {
    key: 'company',
    header: 'Company',
    sortKey: 'companyName',
    cell: (u) => <span className="font-medium text-slate-900">{u.companyName || personName(u)}</span>,
  },
  email,
  { key: 'field', header: 'Field', cell: (u) => u.companyField || '—' },
  { key: 'location', header: 'Location', cell: (u) => u.location || '—' },
  { key: 'status', header: 'Status', sortKey: 'isApproved', cell: (u) => <AccountBadge user={u} /> },
  password,
  joined,
];

export const adminColumns: Column<AdminUser>[] = [
  { key: 'username', header: 'Username', cell: (u) => <span className="font-medium text-slate-900">{u.username}</span> },
  email,
  { key: 'name', header: 'Name', cell: (u) => personName(u) },
  password,
  joined,
];

/** Every account: the name (or company name), role and status side by side. */
export const allUserColumns: Column<AdminUser>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'firstName',
    cell: (u) => <span className="font-medium text-slate-900">{u.role === 'company' && u.companyName ? u.companyName : personName(u)}</span>,
  },
  email,
  { key: 'role', header: 'Role', sortKey: 'role', cell: (u) => capitalize(u.role) },
  { key: 'status', header: 'Status', cell: (u) => <AccountBadge user={u} /> },
  password,
  joined,
];
