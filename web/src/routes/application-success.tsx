// /application-success (public): the confirmation shown after applying from a detail page.
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationSuccess } from '@/features/applications/components/application-success';

export const Route = createFileRoute('/application-success')({
  component: ApplicationSuccess,
});
