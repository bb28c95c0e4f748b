// /student-onboarding (login required, students only; others go to /): the profile wizard; on success → /dashboard, or back
// to where the student started (?redirect=, a same-origin path: e.g. the internship they wanted to apply to).
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { currentUserQueryOptions } from '@/api/current-user';
import { safeRedirect } from '@/features/auth/api/safe-redirect';
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';
import { initialValuesFrom } from '@/features/onboarding/machine/onboarding-values';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/student-onboarding')({
  head: () => titled('Complete Your Profile'),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'student') throw redirect({ to: '/', replace: true });
  },
  component: StudentOnboardingRoute,
});

function StudentOnboardingRoute() {
  const { user } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Checked again: the address bar may still carry a value validateSearch dropped.
  const redirectTo = safeRedirect(Route.useSearch().redirect);

  const onSaved = async (saved: PublicUser) => {
    const { queryKey } = currentUserQueryOptions();
    queryClient.setQueryData(queryKey, saved);
    await queryClient.invalidateQueries({ queryKey });
    if (redirectTo) await navigate({ href: redirectTo });
    else await navigate({ to: '/dashboard' });
  };

  return <OnboardingPage userId={user.id} initialValues={initialValuesFrom(user)} editing={user.profileComplete} onSaved={onSaved} />;
}
