// The backend's lists with their actions: users (edit, history, delete), internships (deactivate, delete), applications (status).
import { useState } from 'react';
import type { ApplicationStatus } from '@domain/applications/types';
import type { AdminUser } from '@domain/users/types';
import type { AdminApplication } from '@domain/applications/types';
import { adminApplicationsQueryOptions } from '../api/applications';
import { adminInternshipsQueryOptions, useDeleteInternship, useSetInternshipActive, type AdminInternship } from '../api/internships';
import { adminUsersQueryOptions, useDeleteUser, type UserList } from '../api/users';
import { ActionButton, RowActions } from './action-button';
import { ApplicationStatusSelect } from './application-status-select';
import { ConfirmButton } from './confirm-button';
import { ApplicationStatusFilter } from './dashboard-tables';
import type { Column } from './data-table';
import { EditUserDialog } from './edit-user-dialog';
import { personName } from './format';
import { HistoryButton } from './history-dialog';
import { PagedTable } from './paged-table';
import { applicationColumns, internshipColumns } from './record-columns';
import { allUserColumns } from './user-columns';

const USER_LISTS: { value: UserList; label: string }[] = [
  { value: 'users', label: 'All users' },
  { value: 'students', label: 'Students' },
  { value: 'companies', label: 'Companies' },
  { value: 'pending-signups', label: 'Pending signups' },
];

const nameOf = (u: AdminUser) => (u.role === 'company' && u.companyName ? u.companyName : personName(u));

export function BackendUsers() {
  const [list, setList] = useState<UserList>('users');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const deleteUser = useDeleteUser();
  const columns: Column<AdminUser>[] = [
    // The password column ('Not available') stays on the read-only dashboard; here the actions need the room.
    ...allUserColumns.filter((c) => c.key !== 'password'),
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (u) => (
        <RowActions>
          <ActionButton icon="edit" label="Edit" subject={nameOf(u)} onClick={() => setEditing(u)} />
          <HistoryButton subject={{ entityType: 'user', entityId: u.id, name: nameOf(u) }} />
          <ConfirmButton
            label="Delete"
            subject={nameOf(u)}
            title="Delete this user?"
            description={`${nameOf(u)} (${u.email}) will no longer be able to sign in; their applications and favourites are removed. This cannot be undone.`}
            confirmLabel="Delete User"
            onConfirm={() => deleteUser.mutateAsync(u.id)}
            disabled={u.role === 'admin'}
            disabledReason="Admins cannot be deleted"
          />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <PagedTable
        label="Users"
        idPrefix="backend-users"
        query={(p) => adminUsersQueryOptions(list, p)}
        columns={columns}
        rowKey={(u) => u.id}
        defaultSort="createdAt"
        searchPlaceholder="Search by name, e-mail, company or school…"
        emptyText="No users found"
        filterKey={list}
        filters={
          <div role="group" aria-label="Which accounts" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
            {USER_LISTS.map((l) => (
              <button
                key={l.value}
                type="button"
                aria-pressed={list === l.value}
                onClick={() => setList(l.value)}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-white aria-pressed:text-indigo-700 aria-pressed:shadow-sm"
              >
                {l.label}
              </button>
            ))}
          </div>
        }
        testId="backend-users-table"
      />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}

export function BackendInternships() {
  const deleteInternship = useDeleteInternship();
  const setActive = useSetInternshipActive();
  const columns: Column<AdminInternship>[] = [
    ...internshipColumns,
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (i) => (
        <RowActions>
          <ActionButton
            icon="power"
            label={i.isActive ? 'Deactivate' : 'Activate'}
            subject={i.title}
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: i.id, isActive: !i.isActive })}
          />
          <HistoryButton subject={{ entityType: 'internship', entityId: i.id, name: i.title }} />
          <ConfirmButton
            label="Delete"
            subject={i.title}
            title="Delete this internship?"
            description={`'${i.title}'${i.companyName ? ` by ${i.companyName}` : ''} will be removed from the platform${i.applicantCount ? ` (${i.applicantCount} applicant${i.applicantCount === 1 ? '' : 's'})` : ''}. This cannot be undone.`}
            confirmLabel="Delete Internship"
            onConfirm={() => deleteInternship.mutateAsync(i.id)}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <PagedTable
      label="Internships"
      idPrefix="backend-internships"
      query={adminInternshipsQueryOptions}
      columns={columns}
      rowKey={(i) => i.id}
      defaultSort="createdAt"
      searchPlaceholder="Search by title, company, location or skill…"
      emptyText="No internships found"
      testId="backend-internships-table"
    />
  );
}

export function BackendApplications() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const columns: Column<AdminApplication>[] = [
    ...applicationColumns.filter((c) => c.key !== 'status'),
    { key: 'status', header: 'Status', sortKey: 'status', cell: (a) => <ApplicationStatusSelect application={a} /> },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (a) => (
        <RowActions>
          <HistoryButton subject={{ entityType: 'application', entityId: a.id, name: `${a.studentName}'s application` }} />
        </RowActions>
      ),
    },
  ];
  return (
    <PagedTable
      label="Applications"
      idPrefix="backend-applications"
      query={(p) => adminApplicationsQueryOptions({ ...p, ...(status && { status }) })}
      columns={columns}
      rowKey={(a) => a.id}
      defaultSort="appliedAt"
      searchPlaceholder="Search by student, internship or company…"
      emptyText="No applications found"
      filters={<ApplicationStatusFilter id="backend-applications-status-filter" value={status} onChange={setStatus} />}
      filterKey={status}
      testId="backend-applications-table"
    />
  );
}
