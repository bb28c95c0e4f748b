// Company application mutation: POST /api/company-application; 'Application Submitted!' or a destructive 'Error' (SPEC §2, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyApplication } from '@domain/companies/schemas';
import type { CompanyRequest } from '@domain/companies/types';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';
import { companyRequestsQueryOptions } from './company-requests';

export function useSubmitCompanyApplication({ onSubmitted }: { onSubmitted: (request: CompanyRequest) => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    // The parsed form has `companySize: null` for none; the body takes '' for that.
    mutationFn: (application: CompanyApplication) =>
      api.post<CompanyRequest>('/api/company-application', { ...application, companySize: application.companySize ?? '' }),
    onSuccess: async (request) => {
      toast({ title: m.companies_submitted_title(), description: m.companies_toast_submitted_text() });
      await queryClient.invalidateQueries({ queryKey: companyRequestsQueryOptions().queryKey });
      await onSubmitted(request);
    },
    onError: (error) => {
      toast({ title: m.companies_toast_error(), description: error.message, variant: 'destructive' });
    },
  });
}
