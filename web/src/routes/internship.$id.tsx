// /internship/{id} (public): the internship, its company, how quickly it answers, its record of completed internships, and
// the apply button; 'Internship Not Found' on 404.
// A closed internship answers only to a student who applied to it (isActive false): marked Closed, no apply button.
import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ensureFound } from '@/lib/ensure-found';
import { headOf, pageMetaOf } from '@/lib/page-head';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/api/current-user';
import { consentPolicyQueryOptions } from '@/api/consent-policy';
import { ApplyButton } from '@/features/applications/components/apply-button';
import { myConsentQueryOptions } from '@/features/consent/api/my-consent';
import { companyQueryOptions } from '@/features/internships/api/company';
import { companyRecordQueryOptions } from '@/features/internships/api/company-record';
import { companyResponsivenessQueryOptions } from '@/features/internships/api/company-responsiveness';
import { internshipQueryOptions } from '@/api/internships';
import { InternshipDetailPage } from '@/features/internships/components/internship-detail-page';
import { InternshipNotFound } from '@/features/internships/components/internship-not-found';
import { m } from '@/paraglide/messages.js';

export const Route = createFileRoute('/internship/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [internship] = await Promise.all([
      ensureFound(queryClient, internshipQueryOptions(id)),
      queryClient.ensureQueryData(currentUserQueryOptions()),
    ]);
    // The company's cards are not worth failing the page for: prefetch never throws.
    await Promise.all([
      queryClient.prefetchQuery(companyQueryOptions(internship.companyId)),
      queryClient.prefetchQuery(companyResponsivenessQueryOptions(internship.companyId)),
      queryClient.prefetchQuery(companyRecordQueryOptions(internship.companyId)),
    ]);
    const company = queryClient.getQueryData(companyQueryOptions(internship.companyId).queryKey) ?? null;
    // The head's words, in the page's language (only they are kept with the page, not the data again).
    return { meta: await pageMetaOf((t, kit) => kit.internshipPageMeta(internship, company, t)) };
  },
  head: ({ loaderData }) => headOf((t) => loaderData?.meta ?? t.notFound),
  pendingComponent: () => <PageSpinner />,
  notFoundComponent: InternshipNotFound,
  component: InternshipRoute,
});

function InternshipRoute() {
  const { id } = Route.useParams();
  const { data: internship } = useSuspenseQuery(internshipQueryOptions(id));
  const { data: company } = useQuery(companyQueryOptions(internship.companyId));
  const { data: responsiveness } = useQuery(companyResponsivenessQueryOptions(internship.companyId));
  const { data: record } = useQuery(companyRecordQueryOptions(internship.companyId));
  const { data: user } = useQuery(currentUserQueryOptions());
  const isStudent = user?.role === 'student';
  // A student waiting for a parent's consent sees the button disabled, with the reason beside it.
  const consent = useQuery({ ...myConsentQueryOptions(), enabled: isStudent && internship.isActive });
  // …and one whose address is not confirmed yet, with what to do about it.
  const policy = useQuery({ ...consentPolicyQueryOptions(), enabled: isStudent && user?.emailVerified === false });
  const unverifiedEmail = isStudent && user?.emailVerified === false && policy.data?.emailVerification === 'required';
  const blockedReason = !isStudent || consent.isError ? null : consent.data ? (consent.data.canApply ? null : (consent.data.message ?? m.pages_consent_waits())) : undefined;
  return (
    <InternshipDetailPage
      internship={internship}
      company={company}
      responsiveness={responsiveness}
      record={record}
      canReport={isStudent}
      applyButton={<ApplyButton internshipId={internship.id} user={user ?? null} blockedReason={blockedReason} unverifiedEmail={unverifiedEmail} />}
    />
  );
}
