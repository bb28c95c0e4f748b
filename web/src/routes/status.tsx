// /status (public): the static platform-status page.
import { createFileRoute } from '@tanstack/react-router';
import { PlatformStatusPage } from '@/features/platform-status/components/platform-status-page';

export const Route = createFileRoute('/status')({
  component: PlatformStatusPage,
});
