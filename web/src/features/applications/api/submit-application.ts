// Applying from the detail page: POST /api/applications with fixed cover letter and resume, status 'pending' (SPEC §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@domain/applications/types';
import type { SubmitApplicationBody } from '@domain/applications/schemas';
import { applicationKeys, submitApplication } from '@/api/applications';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const COVER_LETTER_TEXT =
  "Hello! I'm a high school student and I'm excited about this internship. I'm eager to learn, work hard and contribute to your team.";
export const RESUME_TEXT = 'High school student profile on Internships for Highschoolers.';

export function applicationBody(internshipId: string): SubmitApplicationBody {
  return { internshipId, coverLetter: COVER_LETTER_TEXT, resume: RESUME_TEXT, status: 'pending' };
}

/** On success the applications list is refreshed and 'Application Submitted' shows; the caller navigates on. */
export function useSubmitApplication({ onSubmitted }: { onSubmitted: (application: Application) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (internshipId: string) => {
      // SPEC §8's internal error when the page has no internship to apply to.
      if (!internshipId) throw new Error('No internship found');
      return submitApplication(applicationBody(internshipId));
    },
    onSuccess: async (application) => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      toast({ title: 'Application Submitted', description: 'Your application has been sent to the company.' });
      onSubmitted(application);
    },
    onError: (error) => {
      // A 409 means it was already sent: refresh so the page shows the 'Applied' state.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      toast({ title: 'Application Failed', description: error.message || 'Failed to submit application', variant: 'destructive' });
    },
  });
}
