// /help (public): help and support.
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '@/features/help/components/help-page';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/help')({
  head: () => headOf((t) => t.staticPages['/help']),
  component: HelpPage,
});
