// The admin dashboard's read-only lists: students (with profile details), companies, internships, applications, blog posts.
import { useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/applications/types';
import { adminApplicationsQueryOptions } from '../api/applications';
import { adminBlogPostsQueryOptions } from '../api/blog-posts';
import { adminInternshipsQueryOptions } from '../api/internships';
import { adminUsersQueryOptions } from '../api/users';
import { AdminsTable } from './admins-table';
import { capitalize, personName } from './format';
import { PagedTable } from './paged-table';
import { applicationColumns, blogPostColumns, internshipColumns } from './record-columns';
import { Section } from './section';
import { companyColumns, studentColumns } from './user-columns';
import { StudentDetails } from './user-details';

export function UsersLists() {
  return (
    <div className="space-y-10">
      <Section title="Students" description="Active once the profile is complete, Pending before.">
        <PagedTable
          label="Students"
          idPrefix="students"
          query={(p) => adminUsersQueryOptions('students', p)}
          columns={studentColumns}
          rowKey={(u) => u.id}
          defaultSort="createdAt"
          searchPlaceholder="Search by name, e-mail or school…"
          emptyText="No students found"
          details={(u) => <StudentDetails user={u} />}
          detailsLabel={(u) => `Profile details of ${personName(u)}`}
          testId="students-table"
        />
      </Section>
      <Section title="Companies" description="Approved companies can post internships.">
        <PagedTable
          label="Companies"
          idPrefix="companies"
          query={(p) => adminUsersQueryOptions('companies', p)}
          columns={companyColumns}
          rowKey={(u) => u.id}
          defaultSort="createdAt"
          searchPlaceholder="Search by company or e-mail…"
          emptyText="No companies found"
          testId="companies-table"
        />
      </Section>
      <Section title="Admins">
        <AdminsTable />
      </Section>
    </div>
  );
}

export function InternshipsList() {
  return (
    <PagedTable
      label="Internships"
      idPrefix="internships"
      query={adminInternshipsQueryOptions}
      columns={internshipColumns}
      rowKey={(i) => i.id}
      defaultSort="createdAt"
      searchPlaceholder="Search by title, company, location or skill…"
      emptyText="No internships found"
      testId="internships-table"
    />
  );
}

export function ApplicationStatusFilter({ id, value, onChange }: { id: string; value: ApplicationStatus | ''; onChange: (value: ApplicationStatus | '') => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">Status</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ApplicationStatus | '')}
        className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
      >
        <option value="">All statuses</option>
        {APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>{capitalize(s)}</option>
        ))}
      </select>
    </div>
  );
}

export function ApplicationsList() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  return (
    <PagedTable
      label="Applications"
      idPrefix="applications"
      query={(p) => adminApplicationsQueryOptions({ ...p, ...(status && { status }) })}
      columns={applicationColumns}
      rowKey={(a) => a.id}
      defaultSort="appliedAt"
      searchPlaceholder="Search by student, internship or company…"
      emptyText="No applications found"
      filters={<ApplicationStatusFilter id="applications-status-filter" value={status} onChange={setStatus} />}
      filterKey={status}
      testId="applications-table"
    />
  );
}

export function BlogPostsList() {
  return (
    <PagedTable
      label="Blog posts"
      idPrefix="blog-posts"
      query={adminBlogPostsQueryOptions}
      columns={blogPostColumns}
      rowKey={(p) => p.id}
      defaultSort="createdAt"
      searchPlaceholder="Search by title, category or tag…"
      emptyText="No blog posts found"
      testId="blog-posts-table"
    />
  );
}
