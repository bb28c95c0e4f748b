// The /admin screen (read-only, SPEC §2): four stat cards, the open reports of messages (DESIGN.md §4.1), and the tabs
// Users, Internships, Applications, Blog Posts, Analytics.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { adminApplicationCountQueryOptions } from '../api/applications';
import { adminBlogPostCountQueryOptions } from '../api/blog-posts';
import { adminInternshipCountQueryOptions } from '../api/internships';
import { adminUserCountQueryOptions } from '../api/users';
import type { DashboardTab } from './admin-tab-values';
import { AdminTabs, type AdminTab } from './admin-tabs';
import { AnalyticsPanel } from './analytics-panel';
import { ReportsSection } from './reports-section';
import { ApplicationsList, BlogPostsList, InternshipsList, UsersLists } from './dashboard-tables';
import { StatCard } from './stat-card';


export function AdminDashboard({ tab, onTabChange }: { tab: DashboardTab; onTabChange: (tab: DashboardTab) => void }) {
  const users = useQuery(adminUserCountQueryOptions('users')).data;
  const internships = useQuery(adminInternshipCountQueryOptions()).data;
  const applications = useQuery(adminApplicationCountQueryOptions()).data;
  const posts = useQuery(adminBlogPostCountQueryOptions()).data;

  const tabs: AdminTab<DashboardTab>[] = [
    { value: 'users', label: m.admin_tab_users(), content: <UsersLists /> },
    { value: 'internships', label: m.admin_tab_internships(), content: <InternshipsList /> },
    { value: 'applications', label: m.admin_tab_applications(), content: <ApplicationsList /> },
    { value: 'blog', label: m.admin_blog_posts_title(), content: <BlogPostsList /> },
    { value: 'analytics', label: m.admin_tab_analytics(), content: <AnalyticsPanel /> },
  ];

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{m.admin_dashboard_title()}</h1>
        <p className="mt-1 text-slate-600">{m.admin_dashboard_intro()}</p>
      </header>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="admin-stats">
        <StatCard label={m.admin_total_users()} value={users} testId="stat-users" />
        <StatCard label={m.admin_total_internships()} value={internships} testId="stat-internships" />
        <StatCard label={m.admin_total_applications()} value={applications} testId="stat-applications" />
        <StatCard label={m.admin_blog_posts_title()} value={posts} testId="stat-blog-posts" />
      </div>
      <ReportsSection />
      <AdminTabs label={m.admin_dashboard_sections()} tabs={tabs} value={tab} onValueChange={onTabChange} />
    </div>
  );
}
