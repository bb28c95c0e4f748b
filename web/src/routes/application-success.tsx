// /application-success (public): the confirmation shown after applying from a detail page.
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationSuccess } from '@/features/applications/components/application-success';
import { titled } from '@/lib/page-head';

export const Route = createFileRoute('/application-success')({
  head: () => titled('Application Submitted'),
  component: ApplicationSuccess,
});
