// The columns of the internship, application and blog-post tables (the backend adds its action columns to these);
// functions, so the headers are in the page's language.
import { m } from '@/paraglide/messages.js';
import type { BlogPost } from '@domain/blog/types';
import type { AdminApplication } from '@domain/applications/types';
import type { AdminInternship } from '../api/internships';
import type { Column } from './data-table';
import { formatCount } from '@/i18n/locale';
import { formatDate, labelIn } from './format';
import { ActiveBadge, ApplicationStatusBadge, PublishedBadge } from './status-badges';

const TYPE_LABELS: Record<string, () => string> = { remote: m.admin_type_remote, onsite: m.admin_type_onsite, hybrid: m.admin_type_hybrid };

export const internshipColumns = (): Column<AdminInternship>[] => [
  { key: 'title', header: m.admin_col_title(), sortKey: 'title', cell: (i) => <span className="font-medium text-slate-900">{i.title}</span> },
  { key: 'company', header: m.admin_col_company(), sortKey: 'companyName', cell: (i) => i.companyName ?? '—' },
  { key: 'location', header: m.admin_col_location(), sortKey: 'location', cell: (i) => <span className="block max-w-64 truncate" title={i.location}>{i.location}</span> },
  { key: 'type', header: m.admin_col_type(), cell: (i) => labelIn(TYPE_LABELS, i.type) ?? i.type },
  { key: 'applicants', header: m.admin_col_applicants(), sortKey: 'applicantCount', cell: (i) => <span className="tabular-nums">{formatCount(i.applicantCount)}</span>, className: 'text-end' },
  // DESIGN: the real isActive (SPEC shows every internship as Active).
  { key: 'status', header: m.admin_col_status(), sortKey: 'isActive', cell: (i) => <ActiveBadge active={i.isActive} /> },
  { key: 'posted', header: m.admin_col_posted(), sortKey: 'createdAt', cell: (i) => formatDate(i.createdAt) },
];

export const applicationColumns = (): Column<AdminApplication>[] => [
  { key: 'student', header: m.admin_col_student(), sortKey: 'studentName', cell: (a) => <span className="font-medium text-slate-900">{a.studentName}</span> },
  { key: 'internship', header: m.admin_col_internship(), sortKey: 'internshipTitle', cell: (a) => a.internshipTitle ?? m.admin_internship_removed() },
  { key: 'company', header: m.admin_col_company(), sortKey: 'companyName', cell: (a) => a.companyName ?? '—' },
  { key: 'status', header: m.admin_col_status(), sortKey: 'status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
  { key: 'applied', header: m.admin_col_applied(), sortKey: 'appliedAt', cell: (a) => formatDate(a.appliedAt) },
];

export const blogPostColumns = (): Column<BlogPost>[] => [
  { key: 'title', header: m.admin_col_title(), sortKey: 'title', cell: (p) => <span className="block max-w-80 truncate font-medium text-slate-900" title={p.title}>{p.title}</span> },
  { key: 'category', header: m.admin_col_category(), sortKey: 'category', cell: (p) => p.category },
  { key: 'status', header: m.admin_col_status(), sortKey: 'published', cell: (p) => <PublishedBadge published={p.published} /> },
  { key: 'created', header: m.admin_col_created(), sortKey: 'createdAt', cell: (p) => formatDate(p.createdAt) },
  { key: 'published', header: m.admin_col_published(), sortKey: 'publishedAt', cell: (p) => formatDate(p.publishedAt) },
];
