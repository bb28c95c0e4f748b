// Company application mutation: POST /api/company-application; 'Application Submitted!' or a destructive 'Error' (SPEC §2, §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyApplication } from '@domain/companies/schemas';
import type { CompanyRequest } from '@domain/companies/types';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { companyRequestsQueryOptions } from './company-requests';

export function useSubmitCompanyApplication({ onSubmitted }: { onSubmitted: (request: CompanyRequest) => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    // The parsed form has `companySize: null` for none; the body takes '' for that.
    mutationFn: (application: CompanyApplication) =>
      api.post<CompanyRequest>('/api/company-application', { ...application, companySize: application.companySize ?? '' }),
    onSuccess: async (request) => {
      toast({ title: 'Application Submitted!', description: 'Our team will review your company within 24-48 hours.' });
      await queryClient.invalidateQueries({ queryKey: companyRequestsQueryOptions().queryKey });
      await onSubmitted(request);
    },
    onError: (error) => {
      toast({ title: 'Error', description: error.message, variant: 'destructive' });
    },
  });
}
