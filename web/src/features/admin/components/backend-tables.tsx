// The backend's lists with their actions: users (edit, history, delete), internships (deactivate, delete), applications (status).
import { m } from '@/paraglide/messages.js';
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
import { formatCount } from '@/i18n/locale';
import { personName } from './format';
import { HistoryButton } from './history-dialog';
import { PagedTable } from './paged-table';
import { applicationColumns, internshipColumns } from './record-columns';
import { allUserColumns } from './user-columns';

const USER_LISTS: { value: UserList; label: () => string }[] = [
  { value: 'users', label: m.admin_all_users },
  { value: 'students', label: m.admin_students },
  { value: 'companies', label: m.admin_companies },
  { value: 'pending-signups', label: m.admin_pending_signups },
];

/** What deleting an internship does: 'Title' by its company, with its applicants if any. */
function deleteInternshipText(i: AdminInternship) {
  const title = i.title;
  const count = formatCount(i.applicantCount);
  if (!i.applicantCount)
    return i.companyName ? m.admin_delete_internship_description_by({ title, company: i.companyName }) : m.admin_delete_internship_description({ title });
  if (i.applicantCount === 1)
    return i.companyName
      ? m.admin_delete_internship_description_by_applicants_one({ title, company: i.companyName, count })
      : m.admin_delete_internship_description_applicants_one({ title, count });
  return i.companyName
    ? m.admin_delete_internship_description_by_applicants_many({ title, company: i.companyName, count })
    : m.admin_delete_internship_description_applicants_many({ title, count });
}

const nameOf = (u: AdminUser) => (u.role === 'company' && u.companyName ? u.companyName : personName(u));

export function BackendUsers() {
  const [list, setList] = useState<UserList>('users');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const deleteUser = useDeleteUser();
  const columns: Column<AdminUser>[] = [
    // The password column ('Not available') stays on the read-only dashboard; here the actions need the room.
    ...allUserColumns().filter((c) => c.key !== 'password'),
    {
      key: 'actions',
      header: m.admin_actions(),
      hiddenHeader: true,
      cell: (u) => (
        <RowActions>
          <ActionButton icon="edit" label={m.admin_edit()} subject={nameOf(u)} onClick={() => setEditing(u)} />
          <HistoryButton subject={{ entityType: 'user', entityId: u.id, name: nameOf(u) }} />
          <ConfirmButton
            label={m.admin_delete()}
            subject={nameOf(u)}
            title={m.admin_delete_user_title()}
            description={m.admin_delete_user_description({ name: nameOf(u), email: u.email })}
            confirmLabel={m.admin_delete_user()}
            onConfirm={() => deleteUser.mutateAsync(u.id)}
            disabled={u.role === 'admin'}
            disabledReason={m.admin_admins_cannot_be_deleted()}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <PagedTable
        label={m.admin_tab_users()}
        idPrefix="backend-users"
        query={(p) => adminUsersQueryOptions(list, p)}
        columns={columns}
        rowKey={(u) => u.id}
        defaultSort="createdAt"
        searchPlaceholder={m.admin_search_users()}
        emptyText={m.admin_no_users()}
        filterKey={list}
        filters={
          <div role="group" aria-label={m.admin_which_accounts()} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
            {USER_LISTS.map((l) => (
              <button
                key={l.value}
                type="button"
                aria-pressed={list === l.value}
                onClick={() => setList(l.value)}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-white aria-pressed:text-indigo-700 aria-pressed:shadow-sm"
              >
                {l.label()}
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
    ...internshipColumns(),
    {
      key: 'actions',
      header: m.admin_actions(),
      hiddenHeader: true,
      cell: (i) => (
        <RowActions>
          <ActionButton
            icon="power"
            label={i.isActive ? m.admin_deactivate() : m.admin_activate()}
            subject={i.title}
            disabled={setActive.isPending}
            onClick={() => setActive.mutate({ id: i.id, isActive: !i.isActive })}
          />
          <HistoryButton subject={{ entityType: 'internship', entityId: i.id, name: i.title }} />
          <ConfirmButton
            label={m.admin_delete()}
            subject={i.title}
            title={m.admin_delete_internship_title()}
            description={deleteInternshipText(i)}
            confirmLabel={m.admin_delete_internship()}
            onConfirm={() => deleteInternship.mutateAsync(i.id)}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <PagedTable
      label={m.admin_tab_internships()}
      idPrefix="backend-internships"
      query={adminInternshipsQueryOptions}
      columns={columns}
      rowKey={(i) => i.id}
      defaultSort="createdAt"
      searchPlaceholder={m.admin_search_internships()}
      emptyText={m.admin_no_internships()}
      testId="backend-internships-table"
    />
  );
}

export function BackendApplications() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const columns: Column<AdminApplication>[] = [
    ...applicationColumns().filter((c) => c.key !== 'status'),
    { key: 'status', header: m.admin_col_status(), sortKey: 'status', cell: (a) => <ApplicationStatusSelect application={a} /> },
    {
      key: 'actions',
      header: m.admin_actions(),
      hiddenHeader: true,
      cell: (a) => (
        <RowActions>
          <HistoryButton subject={{ entityType: 'application', entityId: a.id, name: m.admin_students_application({ student: a.studentName }) }} />
        </RowActions>
      ),
    },
  ];
  return (
    <PagedTable
      label={m.admin_tab_applications()}
      idPrefix="backend-applications"
      query={(p) => adminApplicationsQueryOptions({ ...p, ...(status && { status }) })}
      columns={columns}
      rowKey={(a) => a.id}
      defaultSort="appliedAt"
      searchPlaceholder={m.admin_search_applications()}
      emptyText={m.admin_no_applications()}
      filters={<ApplicationStatusFilter id="backend-applications-status-filter" value={status} onChange={setStatus} />}
      filterKey={status}
      testId="backend-applications-table"
    />
  );
}
