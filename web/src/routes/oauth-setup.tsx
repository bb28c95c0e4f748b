// /oauth-setup (public): the social-login set-up guide.
import { createFileRoute } from '@tanstack/react-router';
import { OAuthSetupPage } from '@/features/oauth-guide/components/oauth-setup-page';

export const Route = createFileRoute('/oauth-setup')({
  component: OAuthSetupPage,
});
