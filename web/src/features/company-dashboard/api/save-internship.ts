// Posting and editing the company's internships: POST /api/internships, PATCH /api/internships/:id (fields, or isActive
// to close and reopen), through the shared internships resource. Every success refreshes the company's list and the
// public internship reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewInternship } from '@domain/internships/schemas';
import type { Internship } from '@domain/internships/types';
import { internshipKeys, patchInternship, postInternship } from '@/api/internships';
import { toast } from '@/lib/toast';
import { ownCompanyKeys } from '@/api/own-company-keys';
import { m } from '@/paraglide/messages.js';

function useRefreshInternships() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownCompanyKeys.internships() }),
      queryClient.invalidateQueries({ queryKey: internshipKeys.all }),
    ]);
}

export function usePostInternship({ onPosted }: { onPosted: (internship: Internship) => void | Promise<void> }) {
  const refresh = useRefreshInternships();
  return useMutation({
    mutationFn: (internship: NewInternship) => postInternship(internship),
    onSuccess: async (internship) => {
      toast({ title: m.company_toast_posted(), description: m.company_toast_posted_text({ title: internship.title }) });
      await refresh();
      await onPosted(internship);
    },
    onError: (error) => {
      toast({ title: m.company_toast_post_failed(), description: error.message, variant: 'destructive' });
    },
  });
}

type InternshipChange = Partial<NewInternship> & { isActive?: boolean };

export function useEditInternship(internshipId: string, { onSaved }: { onSaved?: (internship: Internship) => void | Promise<void> } = {}) {
  const refresh = useRefreshInternships();
  return useMutation({
    mutationFn: (change: InternshipChange) => patchInternship(internshipId, change),
    onSuccess: async (internship, change) => {
      const title =
        change.isActive === undefined ? m.company_toast_updated() : change.isActive ? m.company_toast_reopened() : m.company_toast_closed();
      const description =
        change.isActive === false ? m.company_toast_closed_text() : m.company_toast_saved_text({ title: internship.title });
      toast({ title, description });
      await refresh();
      await onSaved?.(internship);
    },
    onError: (error) => {
      toast({ title: m.company_toast_save_failed(), description: error.message, variant: 'destructive' });
    },
  });
}
