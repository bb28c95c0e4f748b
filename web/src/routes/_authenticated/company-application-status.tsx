// /company-application-status (login, company role; others go to /): the under-review page, or, before the company has
// sent its application, the way to it.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { companyRequestsQueryOptions } from '@/features/companies/api/company-requests';
import { ApplicationStatusPage } from '@/features/companies/components/application-status-page';
import { ensureRevalidated } from '@/lib/query-client';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/company-application-status')({
  head: () => titled('Application Status'),
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'company') throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient } }) => ensureRevalidated(queryClient, companyRequestsQueryOptions()),
  pendingComponent: () => <PageSpinner />,
  component: ApplicationStatusRoute,
});

function ApplicationStatusRoute() {
  const { data: requests } = useSuspenseQuery(companyRequestsQueryOptions());
  return <ApplicationStatusPage sent={requests.length > 0} />;
}
