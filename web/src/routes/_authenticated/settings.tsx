// /settings (login required): notices, a student's parental consent, the password, deleting the account.
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/api/current-user';
import { myConsentQueryOptions } from '@/features/consent/api/my-consent';
import { ConsentNotice } from '@/features/consent/components/consent-notice';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/settings')({
  head: () => titled('Settings'),
  loader: async ({ context: { queryClient, user } }) => {
    if (user.role === 'student') await queryClient.ensureQueryData(myConsentQueryOptions());
  },
  pendingComponent: () => <PageSpinner />,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { user: sessionUser } = Route.useRouteContext();
  const { data } = useQuery(currentUserQueryOptions());
  const user = data ?? sessionUser;
  const consent = useQuery({ ...myConsentQueryOptions(), enabled: user.role === 'student' });
  const notice = consent.data?.required ? <ConsentNotice consent={consent.data} /> : null;
  return <SettingsPage user={user} consent={notice} />;
}
