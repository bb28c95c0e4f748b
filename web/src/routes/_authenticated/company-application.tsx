// /company-application (login, company role; others go to /): the company application; on success → /company-application-status.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/api/current-user';
import { CompanyApplicationPage } from '@/features/companies/components/company-application-page';
import { VerifyEmailNotice } from '@/features/email-verification/components/verify-email-notice';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/company-application')({
  head: () => titled('Company Application'),
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'company') throw redirect({ to: '/', replace: true });
  },
  component: CompanyApplicationRoute,
});

function CompanyApplicationRoute() {
  const queryClient = useQueryClient();
  const navigate = Route.useNavigate();
  const { user: sessionUser } = Route.useRouteContext();
  const { data } = useQuery(currentUserQueryOptions());
  const user = data ?? sessionUser;
  const onSubmitted = async () => {
    // The account now carries the company's name and details (the server copied them from the request).
    await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    await navigate({ to: '/company-application-status' });
  };
  return <CompanyApplicationPage onSubmitted={onSubmitted} notice={<VerifyEmailNotice user={user} />} />;
}
