// Applying from the apply screen: POST /api/applications with the student's own letter, answers and availability, status
// 'pending' (SPEC §7, DESIGN.md §4.0). Success refreshes the applications and toasts 'Application Submitted'; a failure
// with a field's error goes back to the form, any other toasts 'Application Failed' with the server's message (SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import type { Application } from '@domain/applications/types';
import { applicationKeys, submitApplication, type ApplicationRequest } from '@/api/applications';
import { internshipKeys } from '@/api/internships';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface SubmitOptions {
  onSubmitted: (application: Application) => void;
  /** The server refused a field: its message goes under that field (returns false when no field matches). */
  onFieldError?: (error: ApiError) => boolean;
}

export function useSubmitApplication({ onSubmitted, onFieldError }: SubmitOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationRequest) => {
      // SPEC §8's internal error when the page has no internship to apply to.
      if (!body.internshipId) throw new Error(m.applications_no_internship());
      return submitApplication(body);
    },
    onSuccess: async (application) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: internshipKeys.detail(application.internshipId) }),
      ]);
      toast({ title: m.applications_submitted_toast(), description: m.applications_submitted_toast_text() });
      onSubmitted(application);
    },
    onError: (error) => {
      // A 409 means it was already sent: refresh so the pages show the 'Applied' state.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      if (error instanceof ApiError && error.status === 400 && onFieldError?.(error)) return;
      toast({ title: m.applications_failed_toast(), description: error.message || m.applications_failed_toast_text(), variant: 'destructive' });
    },
  });
}
