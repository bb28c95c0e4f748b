// /company-status (login required): the user's company requests with their review (SPEC §2).
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { ensureRevalidated } from '@/lib/query-client';
import { companyRequestsQueryOptions } from '@/features/companies/api/company-requests';
import { CompanyStatusPage } from '@/features/companies/components/company-status-page';

export const Route = createFileRoute('/_authenticated/company-status')({
  // A decision may have come since the last visit: the screen refreshes itself.
  loader: ({ context: { queryClient } }) => ensureRevalidated(queryClient, companyRequestsQueryOptions()),
  pendingComponent: () => <PageSpinner />,
  component: CompanyStatusRoute,
});

function CompanyStatusRoute() {
  const { data: requests } = useSuspenseQuery(companyRequestsQueryOptions());
  return <CompanyStatusPage requests={requests} />;
}
