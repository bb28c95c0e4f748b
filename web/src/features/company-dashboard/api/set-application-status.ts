// The company answers an applicant: PATCH /api/company/applications/:id/status (reviewed, accepted, rejected), with an
// optional note the student sees in the application's history. The application's thread opens or closes with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { threadKeys } from '@/api/threads';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { CompanyApplication } from '@domain/applications/types';
import { applicantName, companyApplicationsQueryOptions } from './company-applications';
import { ownCompanyKeys } from '@/api/own-company-keys';
import { m } from '@/paraglide/messages.js';

export type CompanyDecision = 'reviewed' | 'accepted' | 'rejected';

/** The toast's title once the answer is saved (made while the toast is shown: the page's language). */
const done = (status: string): string | undefined =>
  ({ reviewed: m.company_done_reviewed(), accepted: m.company_done_accepted(), rejected: m.company_done_rejected() } as Record<string, string | undefined>)[status];

export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status, note }: { applicationId: string; status: CompanyDecision; note?: string }) =>
      api.patch<CompanyApplication>(`/api/company/applications/${encodeURIComponent(applicationId)}/status`, note ? { status, note } : { status }),
    onSuccess: async (updated) => {
      // The answer is the updated application: put it in place at once, then let the figures catch up.
      queryClient.setQueryData(companyApplicationsQueryOptions(updated.internshipId).queryKey, (list) =>
        list?.map((a) => (a.id === updated.id ? updated : a)),
      );
      toast({ title: done(updated.status) ?? m.company_done_status(), description: `${applicantName(updated)} · ${updated.internshipTitle}` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownCompanyKeys.responsiveness() }),
        queryClient.invalidateQueries({ queryKey: ownCompanyKeys.internships() }),
        queryClient.invalidateQueries({ queryKey: threadKeys.thread(updated.id) }),
      ]);
    },
    onError: (error) => {
      toast({ title: m.company_toast_status_failed(), description: error.message, variant: 'destructive' });
    },
  });
}
