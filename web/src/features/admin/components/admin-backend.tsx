// The /admin-backend screen (admin1–admin3, SPEC §2): counts of companies, students and pending signups, and the tabs
// Overview, Users, Internships, Applications, Blog, Requests and Audit with every action of SPEC §6; revoking a
// certificate (DESIGN.md §4.1).
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
    { value: 'overview', label: 'Overview', content: <OverviewPanel onOpen={onTabChange} /> },
    { value: 'users', label: 'Users', content: <BackendUsers /> },
    { value: 'internships', label: 'Internships', content: <BackendInternships /> },
    { value: 'applications', label: 'Applications', content: <BackendApplications /> },
    { value: 'blog', label: 'Blog', content: <BlogManager /> },
    { value: 'requests', label: 'Requests', content: <RequestsPanel /> },
    { value: 'audit', label: 'Audit', content: <AuditPanel /> },
  ];
  // SPEC: a 'pending' tab exists without a trigger (reachable as ?tab=pending): the pending requests only.
  const pendingOnly = tab === 'pending';

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Admin Backend</h1>
        <p className="mt-1 text-slate-600">Review company requests and manage users, internships, applications and blog posts.</p>
      </header>
      <div className="grid grid-cols-3 gap-3" data-testid="backend-counts">
        <StatCard label="Companies" value={companies} testId="count-companies" />
        <StatCard label="Students" value={students} testId="count-students" />
        <StatCard label="Pending Signups" value={pendingSignups} testId="count-pending-signups" />
      </div>
      {pendingOnly ? (
        <section aria-label="Pending company requests">
          <h2 className="mb-4 text-lg font-bold text-slate-900">Pending company requests</h2>
          <RequestsPanel onlyPending />
        </section>
      ) : (
        <>
          <ReportsSection decide />
          <AdminTabs label="Admin backend sections" tabs={tabs} value={tab} onValueChange={onTabChange} />
          <RevokeCertificateSection />
        </>
      )}
    </div>
  );
}
