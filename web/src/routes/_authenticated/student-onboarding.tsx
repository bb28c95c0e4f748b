// /student-onboarding (login required, students only; others go to /): the profile wizard; on success → /dashboard.
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { currentUserQueryOptions } from '@/api/current-user';
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page';
import { initialValuesFrom } from '@/features/onboarding/machine/onboarding-values';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/student-onboarding')({
  head: () => titled('Complete Your Profile'),
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'student') throw redirect({ to: '/', replace: true });
  },
  component: StudentOnboardingRoute,
});

function StudentOnboardingRoute() {
  const { user } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSaved = async (saved: PublicUser) => {
    const { queryKey } = currentUserQueryOptions();
    queryClient.setQueryData(queryKey, saved);
    await queryClient.invalidateQueries({ queryKey });
    await navigate({ to: '/dashboard' });
  };

  return <OnboardingPage initialValues={initialValuesFrom(user)} editing={user.profileComplete} onSaved={onSaved} />;
}
