// The /company-application screen (SPEC §2): the full company application form inside its page frame.
import type { ReactNode } from 'react';
import type { CompanyRequest } from '@domain/companies/types';
import { Card } from '@/components/ui/card';
import { m } from '@/paraglide/messages.js';
import { useSubmitCompanyApplication } from '../api/submit-company-application';
import { CompanyApplicationForm } from './company-application-form';

export function CompanyApplicationPage({ onSubmitted, notice }: { onSubmitted: (request: CompanyRequest) => void | Promise<void>; notice?: ReactNode }) {
  const submitApplication = useSubmitCompanyApplication({ onSubmitted });
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.companies_application_title()}</h1>
        <p className="mt-2 text-slate-600">
          {m.companies_application_intro()} {m.companies_required_before()} <span aria-hidden="true" className="text-red-600">*</span>
          <span className="sr-only">{m.companies_required_asterisk()}</span> {m.companies_required_after()}
        </p>
      </header>
      {notice}
      <Card className="p-5 sm:p-8">
        <CompanyApplicationForm onSubmit={(application) => submitApplication.mutate(application)} pending={submitApplication.isPending} />
      </Card>
    </div>
  );
}
