// /help (public): help and support.
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '@/features/help/components/help-page';
import { STATIC_PAGE_META } from '@domain/site/page-meta';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/help')({
  head: () => headOf(STATIC_PAGE_META['/help']),
  component: HelpPage,
});
