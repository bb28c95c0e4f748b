// /company-info (public): the company landing page.
import { createFileRoute } from '@tanstack/react-router';
import { CompanyInfoPage } from '@/features/companies/components/company-info-page';

export const Route = createFileRoute('/company-info')({
  component: CompanyInfoPage,
});
