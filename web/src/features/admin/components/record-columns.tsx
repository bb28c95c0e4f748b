// The columns of the internship, application and blog-post tables (the backend adds its action columns to these).
import type { BlogPost } from '@domain/blog/types';
import type { AdminApplication } from '@domain/applications/types';
import type { AdminInternship } from '../api/internships';
import type { Column } from './data-table';
import { formatDate } from './format';
import { ActiveBadge, ApplicationStatusBadge, PublishedBadge } from './status-badges';

const TYPE_LABELS: Record<string, string> = { remote: 'Remote', onsite: 'On-site', hybrid: 'Hybrid' };

export const internshipColumns: Column<AdminInternship>[] = [
  { key: 'title', header: 'Title', sortKey: 'title', cell: (i) => <span className="font-medium text-slate-900">{i.title}</span> },
  { key: 'company', header: 'Company', sortKey: 'companyName', cell: (i) => i.companyName ?? '—' },
  { key: 'location', header: 'Location', sortKey: 'location', cell: (i) => <span className="block max-w-64 truncate" title={i.location}>{i.location}</span> },
  { key: 'type', header: 'Type', cell: (i) => TYPE_LABELS[i.type] ?? i.type },
  { key: 'applicants', header: 'Applicants', sortKey: 'applicantCount', cell: (i) => <span className="tabular-nums">{i.applicantCount}</span>, className: 'text-right' },
  // DESIGN: the real isActive (SPEC shows every internship as Active).
  { key: 'status', header: 'Status', sortKey: 'isActive', cell: (i) => <ActiveBadge active={i.isActive} /> },
  { key: 'posted', header: 'Posted', sortKey: 'createdAt', cell: (i) => formatDate(i.createdAt) },
];

export const applicationColumns: Column<AdminApplication>[] = [
  { key: 'student', header: 'Student', sortKey: 'studentName', cell: (a) => <span className="font-medium text-slate-900">{a.studentName}</span> },
  { key: 'internship', header: 'Internship', sortKey: 'internshipTitle', cell: (a) => a.internshipTitle ?? 'Internship removed' },
  { key: 'company', header: 'Company', sortKey: 'companyName', cell: (a) => a.companyName ?? '—' },
  { key: 'status', header: 'Status', sortKey: 'status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
  { key: 'applied', header: 'Applied', sortKey: 'appliedAt', cell: (a) => formatDate(a.appliedAt) },
];

export const blogPostColumns: Column<BlogPost>[] = [
  { key: 'title', header: 'Title', sortKey: 'title', cell: (p) => <span className="block max-w-80 truncate font-medium text-slate-900" title={p.title}>{p.title}</span> },
  { key: 'category', header: 'Category', sortKey: 'category', cell: (p) => p.category },
  { key: 'status', header: 'Status', sortKey: 'published', cell: (p) => <PublishedBadge published={p.published} /> },
  { key: 'created', header: 'Created', sortKey: 'createdAt', cell: (p) => formatDate(p.createdAt) },
  { key: 'published', header: 'Published', sortKey: 'publishedAt', cell: (p) => formatDate(p.publishedAt) },
];
