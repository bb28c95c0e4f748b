// /company-dashboard/internships/{id}/edit: edit one of the company's own internships ('404' for any other).
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { companyInternshipsQueryOptions } from '@/features/company-dashboard/api/company-internships';
import { EditInternshipPage } from '@/features/company-dashboard/components/internship-form-page';

export const Route = createFileRoute('/company-dashboard/internships/$id/edit')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const internships = await queryClient.ensureQueryData(companyInternshipsQueryOptions());
    if (!internships.some((i) => i.id === id)) throw notFound();
  },
  pendingComponent: () => <PageSpinner />,
  component: EditInternshipRoute,
});

function EditInternshipRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const { data: internships } = useSuspenseQuery(companyInternshipsQueryOptions());
  const internship = internships.find((i) => i.id === id);
  if (!internship) return null;
  return <EditInternshipPage key={internship.id} internship={internship} onDone={() => navigate({ to: '/company-dashboard' })} />;
}
