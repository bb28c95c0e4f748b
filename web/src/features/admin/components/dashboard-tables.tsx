// The admin dashboard's read-only lists: students (with profile details), companies, internships, applications, blog posts.
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/applications/types';
import { adminApplicationsQueryOptions } from '../api/applications';
import { adminBlogPostsQueryOptions } from '../api/blog-posts';
import { adminInternshipsQueryOptions } from '../api/internships';
import { adminUsersQueryOptions } from '../api/users';
import { AdminsTable } from './admins-table';
import { personName, stateLabel } from './format';
import { PagedTable } from './paged-table';
import { applicationColumns, blogPostColumns, internshipColumns } from './record-columns';
import { Section } from './section';
import { companyColumns, studentColumns } from './user-columns';
import { StudentDetails } from './user-details';

export function UsersLists() {
  return (
    <div className="space-y-10">
      <Section title={m.admin_students()} description={m.admin_students_intro()}>
        <PagedTable
          label={m.admin_students()}
          idPrefix="students"
          query={(p) => adminUsersQueryOptions('students', p)}
          columns={studentColumns()}
          rowKey={(u) => u.id}
          defaultSort="createdAt"
          searchPlaceholder={m.admin_search_students()}
          emptyText={m.admin_no_students()}
          details={(u) => <StudentDetails user={u} />}
          detailsLabel={(u) => m.admin_profile_details_of({ name: personName(u) })}
          testId="students-table"
        />
      </Section>
      <Section title={m.admin_companies()} description={m.admin_companies_intro()}>
        <PagedTable
          label={m.admin_companies()}
          idPrefix="companies"
          query={(p) => adminUsersQueryOptions('companies', p)}
          columns={companyColumns()}
          rowKey={(u) => u.id}
          defaultSort="createdAt"
          searchPlaceholder={m.admin_search_companies()}
          emptyText={m.admin_no_companies()}
          testId="companies-table"
        />
      </Section>
      <Section title={m.admin_admins()}>
        <AdminsTable />
      </Section>
    </div>
  );
}

export function InternshipsList() {
  return (
    <PagedTable
      label={m.admin_tab_internships()}
      idPrefix="internships"
      query={adminInternshipsQueryOptions}
      columns={internshipColumns()}
      rowKey={(i) => i.id}
      defaultSort="createdAt"
      searchPlaceholder={m.admin_search_internships()}
      emptyText={m.admin_no_internships()}
      testId="internships-table"
    />
  );
}

export function ApplicationStatusFilter({ id, value, onChange }: { id: string; value: ApplicationStatus | ''; onChange: (value: ApplicationStatus | '') => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">{m.admin_col_status()}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ApplicationStatus | '')}
        className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
      >
        <option value="">{m.admin_all_statuses()}</option>
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>{stateLabel(s)}</option>
        ))}
      </select>
    </div>
  );
}

export function ApplicationsList() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  return (
    <PagedTable
      label={m.admin_tab_applications()}
      idPrefix="applications"
      query={(p) => adminApplicationsQueryOptions({ ...p, ...(status && { status }) })}
      columns={applicationColumns()}
      rowKey={(a) => a.id}
      defaultSort="appliedAt"
      searchPlaceholder={m.admin_search_applications()}
      emptyText={m.admin_no_applications()}
      filters={<ApplicationStatusFilter id="applications-status-filter" value={status} onChange={setStatus} />}
      filterKey={status}
      testId="applications-table"
    />
  );
}

export function BlogPostsList() {
  return (
    <PagedTable
      label={m.admin_blog_posts()}
      idPrefix="blog-posts"
      query={adminBlogPostsQueryOptions}
      columns={blogPostColumns()}
      rowKey={(p) => p.id}
      defaultSort="createdAt"
      searchPlaceholder={m.admin_search_blog_posts()}
      emptyText={m.admin_no_blog_posts()}
      testId="blog-posts-table"
    />
  );
}
