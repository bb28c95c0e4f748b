// /company-info (public): the company landing page.
import { createFileRoute } from '@tanstack/react-router';
import { CompanyInfoPage } from '@/features/companies/components/company-info-page';
import { headOf } from '@/lib/page-head';

export const Route = createFileRoute('/company-info')({
  head: () => headOf((t) => t.staticPages['/company-info']),
  component: CompanyInfoPage,
});
