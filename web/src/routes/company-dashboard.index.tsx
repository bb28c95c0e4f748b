// /company-dashboard: the approved company's dashboard with its sign-out button; before approval, the next step to take.
import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { PageSpinner } from '@/components/ui/spinner';
import { ensureRevalidated } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/api/current-user';
import { companyRequestsQueryOptions } from '@/features/companies/api/company-requests';
import { preloadCompanyDashboard } from '@/features/company-dashboard/api/preload-dashboard';
import { AwaitingApproval } from '@/features/company-dashboard/components/awaiting-approval';
import { CompanyDashboard } from '@/features/company-dashboard/components/company-dashboard';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/company-dashboard/')({
  head: () => titled('Company Dashboard'),
  loader: async ({ context: { queryClient, user } }) => {
    if (!user.isApproved) return void (await ensureRevalidated(queryClient, companyRequestsQueryOptions()));
    await preloadCompanyDashboard(queryClient);
  },
  pendingComponent: () => <PageSpinner />,
  component: CompanyDashboardRoute,
});

function CompanyDashboardRoute() {
  const { user: sessionUser } = Route.useRouteContext();
  const { data } = useQuery(currentUserQueryOptions());
  const user = data ?? sessionUser;
  return user.isApproved ? <CompanyDashboard companyName={user.companyName} showSignOut /> : <NotYetApproved user={user} />;
}

function NotYetApproved({ user }: { user: PublicUser }) {
  const { data: requests } = useSuspenseQuery(companyRequestsQueryOptions());
  return <AwaitingApproval companyName={user.companyName} latestRequest={requests[0] ?? null} />;
}
