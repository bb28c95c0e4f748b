// /admin-backend (public route entry, SPEC §2): only admin1–admin3 may stay, everyone else goes to /auth; ?tab= in the URL.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isBackendAdmin } from '@domain/shared/roles';
import type { PublicUser } from '@domain/users/types';
import { PageSpinner } from '@/components/ui/spinner';
import { loadCurrentUser } from '@/api/current-user';
import { adminUserCountQueryOptions } from '@/features/admin/api/users';
import { AdminBackend } from '@/features/admin/components/admin-backend';
import { BACKEND_TABS, type BackendTab } from '@/features/admin/components/admin-tab-values';
import { titled } from '@/lib/page-head';

interface BackendSearch {
  tab?: BackendTab;
}

const validateBackendSearch = (search: Record<string, unknown>): BackendSearch =>
  (BACKEND_TABS as readonly unknown[]).includes(search.tab) && search.tab !== 'overview' ? { tab: search.tab as BackendTab } : {};

const requireBackendAdmin = (user: PublicUser | null) => {
  if (!isBackendAdmin(user)) throw redirect({ to: '/auth', replace: true });
};

export const Route = createFileRoute('/admin-backend')({
  head: () => titled('Admin Backend'),
  validateSearch: validateBackendSearch,
  beforeLoad: ({ context }) => {
    const user = loadCurrentUser(context.queryClient);
    return user instanceof Promise ? user.then(requireBackendAdmin) : requireBackendAdmin(user);
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all((['companies', 'students', 'pending-signups'] as const).map((list) => queryClient.prefetchQuery(adminUserCountQueryOptions(list)))),
  pendingComponent: () => <PageSpinner />,
  component: AdminBackendRoute,
});

function AdminBackendRoute() {
  const { tab = 'overview' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminBackend tab={tab} onTabChange={(next) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true })} />;
}
