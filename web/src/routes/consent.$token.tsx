// /consent/$token (public): the parent's or guardian's page, opened from the consent e-mail's signed link.
import { createFileRoute } from '@tanstack/react-router';
import { ConsentPage } from '@/features/consent/components/consent-page';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/consent/$token')({
  head: () => titled('Parent or Guardian Consent'),
  component: ConsentRoute,
});

function ConsentRoute() {
  const { token } = Route.useParams();
  return <ConsentPage token={token} />;
}
