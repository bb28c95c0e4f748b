// The /company-application screen (SPEC §2): the full company application form inside its page frame.
import type { ReactNode } from 'react';
import type { CompanyRequest } from '@domain/companies/types';
import { Card } from '@/components/ui/card';
import { useSubmitCompanyApplication } from '../api/submit-company-application';
import { CompanyApplicationForm } from './company-application-form';

export function CompanyApplicationPage({ onSubmitted, notice }: { onSubmitted: (request: CompanyRequest) => void | Promise<void>; notice?: ReactNode }) {
  const submitApplication = useSubmitCompanyApplication({ onSubmitted });
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Company Application</h1>
        <p className="mt-2 text-slate-600">
          Tell us about your company and the internship you would like to offer. Our team reviews every application within
          24-48 hours. Fields marked <span aria-hidden="true" className="text-red-600">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      </header>
      {notice}
      <Card className="p-5 sm:p-8">
        <CompanyApplicationForm onSubmit={(application) => submitApplication.mutate(application)} pending={submitApplication.isPending} />
      </Card>
    </div>
  );
}
