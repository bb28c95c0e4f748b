// /applications (students; others → /dashboard): all of the student's applications with a status filter (?status=).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES } from '@domain/applications/types';
import { PageSpinner } from '@/components/ui/spinner';
import { myApplicationsQueryOptions } from '@/api/applications';
import { MyApplicationsPage, type StatusFilter } from '@/features/student-dashboard/components/my-applications-page';
import { titled } from '@/lib/page-head';

const isStatus = (value: unknown): value is StatusFilter => value === 'all' || (APPLICATION_STATUSES as readonly unknown[]).includes(value);

export const Route = createFileRoute('/_authenticated/applications')({
  head: () => titled('My Applications'),
  validateSearch: (search: Record<string, unknown>): { status?: StatusFilter } =>
    isStatus(search.status) && search.status !== 'all' ? { status: search.status } : {},
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'student') throw redirect({ to: '/dashboard', replace: true });
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myApplicationsQueryOptions()),
  pendingComponent: () => <PageSpinner />,
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const { data } = useSuspenseQuery(myApplicationsQueryOptions());
  const { status = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyApplicationsPage
      applications={data}
      status={status}
      onStatusChange={(next) => void navigate({ search: next === 'all' ? {} : { status: next }, replace: true })}
    />
  );
}
