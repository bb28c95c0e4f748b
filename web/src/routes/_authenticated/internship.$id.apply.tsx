// /internship/{id}/apply (students; others go back to the internship): the apply screen — letter, answers, availability
// and the profile that goes with it; on success SPEC's flow goes on to /application-success.
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/api/current-user';
import { myApplicationsQueryOptions } from '@/api/applications';
import { internshipQueryOptions } from '@/api/internships';
import { ApplyPage } from '@/features/applications/components/apply-page';
import { myConsentQueryOptions } from '@/features/consent/api/my-consent';
import { VerifyEmailNotice } from '@/features/email-verification/components/verify-email-notice';
import { companyQueryOptions } from '@/features/internships/api/company';
import { InternshipNotFound } from '@/features/internships/components/internship-not-found';
import { ensureFound } from '@/lib/ensure-found';
import { titled } from '@/lib/page-head';
import { m } from '@/paraglide/messages.js';

export const Route = createFileRoute('/_authenticated/internship/$id/apply')({
  head: () => titled('Apply'),
  beforeLoad: ({ context: { user }, params: { id } }) => {
    if (user.role !== 'student') throw redirect({ to: '/internship/$id', params: { id }, replace: true });
  },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [internship] = await Promise.all([
      ensureFound(queryClient, internshipQueryOptions(id)),
      queryClient.ensureQueryData(myApplicationsQueryOptions()),
      queryClient.ensureQueryData(myConsentQueryOptions()),
    ]);
    await queryClient.prefetchQuery(companyQueryOptions(internship.companyId));
  },
  pendingComponent: () => <PageSpinner />,
  notFoundComponent: InternshipNotFound,
  component: ApplyRoute,
});

function ApplyRoute() {
  const { id } = Route.useParams();
  const { user: sessionUser } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: internship } = useSuspenseQuery(internshipQueryOptions(id));
  const { data: applications } = useSuspenseQuery(myApplicationsQueryOptions());
  const { data: consent } = useSuspenseQuery(myConsentQueryOptions());
  const { data: company } = useQuery(companyQueryOptions(internship.companyId));
  const { data: user } = useQuery(currentUserQueryOptions());
  const existing = applications.find((a) => a.internshipId === id && a.status !== 'withdrawn');
  return (
    <ApplyPage
      internship={internship}
      companyName={company?.companyName ?? null}
      user={user ?? sessionUser}
      existing={existing}
      blockedReason={consent.canApply ? null : (consent.message ?? m.pages_consent_waits())}
      notice={<VerifyEmailNotice user={user ?? sessionUser} />}
      onSubmitted={() => void navigate({ to: '/application-success' })}
    />
  );
}
