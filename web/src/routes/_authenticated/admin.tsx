// /admin (login required; non-admins go to /dashboard): the read-only admin dashboard; the tab lives in the URL (?tab=).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { adminApplicationCountQueryOptions } from '@/features/admin/api/applications';
import { adminBlogPostCountQueryOptions } from '@/features/admin/api/blog-posts';
import { adminInternshipCountQueryOptions } from '@/features/admin/api/internships';
import { adminUserCountQueryOptions } from '@/features/admin/api/users';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { DASHBOARD_TABS, type DashboardTab } from '@/features/admin/components/admin-tab-values';

interface AdminSearch {
  tab?: DashboardTab;
}

const validateAdminSearch = (search: Record<string, unknown>): AdminSearch =>
  (DASHBOARD_TABS as readonly unknown[]).includes(search.tab) && search.tab !== 'users' ? { tab: search.tab as DashboardTab } : {};

export const Route = createFileRoute('/_authenticated/admin')({
  validateSearch: validateAdminSearch,
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'admin') throw redirect({ to: '/dashboard', replace: true });
  },
  // The four stat cards; a failure shows a dash rather than failing the page.
  loader: ({ context: { queryClient } }) =>
    Promise.all(
      [adminUserCountQueryOptions('users'), adminInternshipCountQueryOptions(), adminApplicationCountQueryOptions(), adminBlogPostCountQueryOptions()].map((o) =>
        queryClient.prefetchQuery(o),
      ),
    ),
  pendingComponent: () => <PageSpinner />,
  component: AdminRoute,
});

function AdminRoute() {
  const { tab = 'users' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminDashboard tab={tab} onTabChange={(next) => void navigate({ search: next === 'users' ? {} : { tab: next }, replace: true })} />;
}
