// /dashboard (login required) by role: the student dashboard; the approved company's dashboard (an unapproved company goes
// to /company-application-status, SPEC §2); an admin's overview of what waits (issue 36); anyone else the session card.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryOptions, withFreshApproval } from '@/api/current-user';
import { AdminHome } from '@/features/admin/components/admin-home';
import { useSignOut } from '@/features/auth/api/sign-out';
import { SessionCard } from '@/features/auth/components/session-card';
import { preloadCompanyDashboard } from '@/features/company-dashboard/api/preload-dashboard';
import { CompanyDashboard } from '@/features/company-dashboard/components/company-dashboard';
import { myConsentQueryOptions } from '@/features/consent/api/my-consent';
import { ConsentNotice } from '@/features/consent/components/consent-notice';
import { VerifyEmailNotice } from '@/features/email-verification/components/verify-email-notice';
import { myApplicationsQueryOptions } from '@/api/applications';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/dashboard')({
  head: () => titled('Dashboard'),
  beforeLoad: async ({ context: { queryClient, user } }) => {
    if (user.role !== 'company') return;
    const fresh = await withFreshApproval(queryClient, user);
    if (!fresh.isApproved) throw redirect({ to: '/company-application-status', replace: true });
    return { user: fresh };
  },
  loader: async ({ context: { queryClient, user } }) => {
    if (user.role === 'student') await Promise.all([queryClient.ensureQueryData(myApplicationsQueryOptions()), queryClient.ensureQueryData(myConsentQueryOptions())]);
    if (user.role === 'company') await preloadCompanyDashboard(queryClient);
  },
  pendingComponent: () => <PageSpinner />,
  component: DashboardPage,
});

function DashboardPage() {
  const { user: sessionUser } = Route.useRouteContext();
  const { data } = useQuery(currentUserQueryOptions());
  const user = data ?? sessionUser;
  if (user.role === 'student') return <StudentDashboardRoute user={user} />;
  if (user.role === 'company') return <CompanyDashboard companyName={user.companyName} showSignOut={false} />;
  if (user.role === 'admin') return <AdminHome user={user} />;
  return <SessionDashboard user={user} />;
}

function StudentDashboardRoute({ user }: { user: PublicUser }) {
  const { data: applications } = useSuspenseQuery(myApplicationsQueryOptions());
  const { data: consent } = useSuspenseQuery(myConsentQueryOptions());
  // While a parent's consent is needed and missing, the dashboard says why applying waits, and offers to resend the request.
  const notice = (
    <>
      <VerifyEmailNotice user={user} />
      {consent.required && !consent.canApply ? <ConsentNotice consent={consent} /> : null}
    </>
  );
  return <StudentDashboard firstName={user.firstName} applications={applications} notice={notice} profileComplete={user.profileComplete} />;
}

function SessionDashboard({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  return <SessionCard user={user} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />;
}
