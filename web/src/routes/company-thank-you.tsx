// /company-thank-you (public; SPEC leaves its access open): the company's 'Application Submitted!' confirmation.
import { createFileRoute } from '@tanstack/react-router';
import { CompanyThankYouPage } from '@/features/companies/components/company-thank-you-page';

export const Route = createFileRoute('/company-thank-you')({
  component: CompanyThankYouPage,
});
