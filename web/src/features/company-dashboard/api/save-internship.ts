// Posting and editing the company's internships: POST /api/internships, PATCH /api/internships/:id (fields, or isActive
// to close and reopen), through the shared internships resource. Every success refreshes the company's list and the
// public internship reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewInternship } from '@domain/internships/schemas';
import type { Internship } from '@domain/internships/types';
import { internshipKeys, patchInternship, postInternship } from '@/api/internships';
import { toast } from '@/lib/toast';
import { ownCompanyKeys } from '@/api/own-company-keys';

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
      toast({ title: 'Internship Posted!', description: `${internship.title} is live: students can now browse it and apply.` });
      await refresh();
      await onPosted(internship);
    },
    onError: (error) => {
      toast({ title: 'Could not post the internship', description: error.message, variant: 'destructive' });
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
        change.isActive === undefined ? 'Internship Updated' : change.isActive ? 'Internship Reopened' : 'Internship Closed';
      const description =
        change.isActive === false ? 'Students no longer see it or apply to it.' : `${internship.title} is saved.`;
      toast({ title, description });
      await refresh();
      await onSaved?.(internship);
    },
    onError: (error) => {
      toast({ title: 'Could not save the internship', description: error.message, variant: 'destructive' });
    },
  });
}
