// /internship/{id} (public): the internship, its company, how quickly it answers, and the apply button; 'Internship Not Found' on 404.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/features/auth/api/current-user';
import { ApplyButton } from '@/features/applications/components/apply-button';
import { companyQueryOptions } from '@/features/internships/api/company';
import { companyResponsivenessQueryOptions } from '@/features/internships/api/company-responsiveness';
import { internshipQueryOptions } from '@/features/internships/api/internship';
import { InternshipDetailPage } from '@/features/internships/components/internship-detail-page';
import { InternshipNotFound } from '@/features/internships/components/internship-not-found';

export const Route = createFileRoute('/internship/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [internship] = await Promise.all([
      queryClient.ensureQueryData(internshipQueryOptions(id)).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) throw notFound();
        throw error;
      }),
      queryClient.ensureQueryData(currentUserQueryOptions()),
    ]);
    // The company's cards are not worth failing the page for: prefetch never throws.
    await Promise.all([
      queryClient.prefetchQuery(companyQueryOptions(internship.companyId)),
      queryClient.prefetchQuery(companyResponsivenessQueryOptions(internship.companyId)),
    ]);
  },
  pendingComponent: () => <PageSpinner />,
  notFoundComponent: InternshipNotFound,
  component: InternshipRoute,
});

function InternshipRoute() {
  const { id } = Route.useParams();
  const { data: internship } = useSuspenseQuery(internshipQueryOptions(id));
  const { data: company } = useQuery(companyQueryOptions(internship.companyId));
  const { data: responsiveness } = useQuery(companyResponsivenessQueryOptions(internship.companyId));
  const { data: user } = useQuery(currentUserQueryOptions());
  return (
    <InternshipDetailPage
      internship={internship}
      company={company}
      responsiveness={responsiveness}
      applyButton={<ApplyButton internshipId={internship.id} user={user ?? null} />}
    />
  );
}
