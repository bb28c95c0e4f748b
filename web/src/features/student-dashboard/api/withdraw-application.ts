// Withdrawing one of the student's applications: POST /api/applications/:id/withdraw (while pending or reviewed) → the
// application, status 'withdrawn'; the student may then apply to that internship again. Refreshes the applications (and
// the application's thread, which closes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import type { Application } from '@domain/applications/types';
import { applicationKeys } from '@/api/applications';
import { internshipKeys } from '@/api/internships';
import { threadKeys } from '@/api/threads';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const withdraw = (applicationId: string) => api.post<Application>(`/api/applications/${encodeURIComponent(applicationId)}/withdraw`, {});

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: async (application) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: internshipKeys.detail(application.internshipId) }),
        queryClient.invalidateQueries({ queryKey: threadKeys.thread(application.id) }),
      ]);
      toast({ title: m.student_withdrawn_toast(), description: m.student_withdrawn_toast_text() });
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      toast({ title: m.student_withdraw_failed(), description: error.message || m.student_please_try_again(), variant: 'destructive' });
    },
  });
}
