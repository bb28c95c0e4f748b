// /status (public): the platform-status page, the site's live health (GET /healthz, GET /readyz) in plain words.
import { createFileRoute } from '@tanstack/react-router';
import { PlatformStatusPage } from '@/features/platform-status/components/platform-status-page';
import { platformHealthQueryOptions } from '@/features/platform-status/api/platform-health';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/status')({
  head: () => headOf((t) => t.staticPages['/status']),
  // Checked afresh at each visit (a pre-render checks on the server and hands the answer over).
  loader: ({ context }) => context.queryClient.fetchQuery({ ...platformHealthQueryOptions(), staleTime: 30_000 }),
  component: PlatformStatusPage,
});
