// /company-dashboard/internships/{id}/applicants: review the applicants of one of the company's own internships.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { ensureRevalidated } from '@/lib/query-client';
import { companyApplicationsQueryOptions } from '@/features/company-dashboard/api/company-applications';
import { companyInternshipsQueryOptions } from '@/features/company-dashboard/api/company-internships';
import { ApplicantsPage } from '@/features/company-dashboard/components/applicants-page';

export const Route = createFileRoute('/company-dashboard/internships/$id/applicants')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [internships] = await Promise.all([
      queryClient.ensureQueryData(companyInternshipsQueryOptions()),
      // New applications may have come in since the last visit.
      ensureRevalidated(queryClient, companyApplicationsQueryOptions(id)),
    ]);
    if (!internships.some((i) => i.id === id)) throw notFound();
  },
  pendingComponent: () => <PageSpinner />,
  component: ApplicantsRoute,
});

function ApplicantsRoute() {
  const { id } = Route.useParams();
  const { data: internships } = useSuspenseQuery(companyInternshipsQueryOptions());
  const { data: applications } = useSuspenseQuery(companyApplicationsQueryOptions(id));
  const internship = internships.find((i) => i.id === id);
  if (!internship) return null;
  return <ApplicantsPage internship={internship} applications={applications} />;
}
