// /company-dashboard/internships/new (approved companies; others back to the dashboard): post an internship.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PostInternshipPage } from '@/features/company-dashboard/components/internship-form-page';

export const Route = createFileRoute('/company-dashboard/internships/new')({
  beforeLoad: ({ context: { user } }) => {
    if (!user.isApproved) throw redirect({ to: '/company-dashboard', replace: true });
  },
  component: PostInternshipRoute,
});

function PostInternshipRoute() {
  const navigate = Route.useNavigate();
  return <PostInternshipPage onDone={() => navigate({ to: '/company-dashboard' })} />;
}
