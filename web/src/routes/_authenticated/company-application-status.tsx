// /company-application-status (login, company role; others go to /): the static under-review page.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ApplicationStatusPage } from '@/features/companies/components/application-status-page';

export const Route = createFileRoute('/_authenticated/company-application-status')({
  beforeLoad: ({ context: { user } }) => {
    if (user.role !== 'company') throw redirect({ to: '/', replace: true });
  },
  component: ApplicationStatusPage,
});
