// /oauth-setup (public): the social-login set-up guide, for the site's operators.
import { createFileRoute } from '@tanstack/react-router';
import { OAuthSetupPage } from '@/features/oauth-guide/components/oauth-setup-page';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/oauth-setup')({
  head: () => headOf((t) => t.staticPages['/oauth-setup']),
  component: OAuthSetupRoute,
});

function OAuthSetupRoute() {
  const { origin } = Route.useRouteContext();
  return <OAuthSetupPage origin={origin} />;
}
