// /status (public): the static platform-status page.
import { createFileRoute } from '@tanstack/react-router';
import { PlatformStatusPage } from '@/features/platform-status/components/platform-status-page';
import { STATIC_PAGE_META } from '@domain/site/page-meta';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/status')({
  head: () => headOf(STATIC_PAGE_META['/status']),
  component: PlatformStatusPage,
});
