// /company-signup (public): company registration; the new session is stored, then the green box leads on (SPEC §2).
import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { setCurrentUser } from '@/api/current-user';
import { CompanySignupPage } from '@/features/companies/components/company-signup-page';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/company-signup')({
  head: () => headOf((t) => t.staticPages['/company-signup']),
  component: CompanySignupRoute,
});

function CompanySignupRoute() {
  const queryClient = useQueryClient();
  const navigate = Route.useNavigate();
  const onRegistered = (user: PublicUser) => setCurrentUser(queryClient, user);
  return (
    <CompanySignupPage
      onRegistered={onRegistered}
      onSignInInstead={() => void navigate({ to: '/auth', search: { tab: 'login' } })}
      onDetailsLinkOpened={() => void navigate({ to: '/company-thank-you' })}
    />
  );
}
