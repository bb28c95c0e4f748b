// The /admin-backend screen (admin1–admin3, SPEC §2): counts of companies, students and pending signups, and the tabs
// Overview, Users, Internships, Applications, Blog, Requests and Audit with every action of SPEC §6; revoking a
// certificate (DESIGN.md §4.1).
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { adminUserCountQueryOptions } from '../api/users';
import type { BackendTab } from './admin-tab-values';
import { AdminTabs, type AdminTab } from './admin-tabs';
import { AuditPanel } from './audit-panel';
import { BackendApplications, BackendInternships, BackendUsers } from './backend-tables';
import { BlogManager } from './blog-manager';
import { OverviewPanel } from './overview-panel';
import { ReportsSection } from './reports-section';
import { RequestsPanel } from './requests-panel';
import { RevokeCertificateSection } from './revoke-certificate-section';
import { StatCard } from './stat-card';


export function AdminBackend({ tab, onTabChange }: { tab: BackendTab; onTabChange: (tab: BackendTab) => void }) {
  const companies = useQuery(adminUserCountQueryOptions('companies')).data;
  const students = useQuery(adminUserCountQueryOptions('students')).data;
  const pendingSignups = useQuery(adminUserCountQueryOptions('pending-signups')).data;

  const tabs: AdminTab<BackendTab>[] = [
    { value: 'overview', label: m.admin_tab_overview(), content: <OverviewPanel onOpen={onTabChange} /> },
    { value: 'users', label: m.admin_tab_users(), content: <BackendUsers /> },
    { value: 'internships', label: m.admin_tab_internships(), content: <BackendInternships /> },
    { value: 'applications', label: m.admin_tab_applications(), content: <BackendApplications /> },
    { value: 'blog', label: m.admin_tab_blog(), content: <BlogManager /> },
    { value: 'requests', label: m.admin_tab_requests(), content: <RequestsPanel /> },
    { value: 'audit', label: m.admin_tab_audit(), content: <AuditPanel /> },
  ];
  // SPEC: a 'pending' tab exists without a trigger (reachable as ?tab=pending): the pending requests only.
  const pendingOnly = tab === 'pending';

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{m.admin_backend_title()}</h1>
        <p className="mt-1 text-slate-600">{m.admin_backend_intro()}</p>
      </header>
      <div className="grid grid-cols-3 gap-3" data-testid="backend-counts">
        <StatCard label={m.admin_companies()} value={companies} testId="count-companies" />
        <StatCard label={m.admin_students()} value={students} testId="count-students" />
        <StatCard label={m.admin_pending_signups_title()} value={pendingSignups} testId="count-pending-signups" />
      </div>
      {pendingOnly ? (
        <section aria-label={m.admin_pending_company_requests()}>
          <h2 className="mb-4 text-lg font-bold text-slate-900">{m.admin_pending_company_requests()}</h2>
          <RequestsPanel onlyPending />
        </section>
      ) : (
        <>
          <ReportsSection decide />
          <AdminTabs label={m.admin_backend_sections()} tabs={tabs} value={tab} onValueChange={onTabChange} />
          <RevokeCertificateSection />
        </>
      )}
    </div>
  );
}
