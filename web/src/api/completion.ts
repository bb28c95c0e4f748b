// Completing an internship (DESIGN.md §4.1): what either side sees of it (GET /api/applications/:id/completion; null before
// the company said how it went), the company's account (POST …/completion, again to correct it until confirmed) and the
// student's confirmation (POST …/completion/confirm), which completes the application and issues the certificate (its
// links: api/certificates.ts). Shared (web/src/api/): the company's applicant cards and the student's application rows.
// The keys are exported for the live updates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletionFacts, CompletionView, StipendPaid } from '@domain/applications/types';
import { api, ApiError } from '@/lib/api-client';
import { applicationKeys } from './applications';

/** `completionKeys.all` covers every application's completion; one application's is `ofApplication(id)`. */
export const completionKeys = {
  all: ['completion'] as const,
  ofApplication: (applicationId: string) => [...completionKeys.all, applicationId] as const,
};

const completionPath = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}/completion`;

/** The completion as the viewer's side sees it, or null while the company has not said how it went (the server's 404). */
export function completionQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: completionKeys.ofApplication(applicationId),
    queryFn: async (): Promise<CompletionView | null> => {
      try {
        return await api.get<CompletionView>(completionPath(applicationId));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** The company says how the internship went (or corrects it before the student confirms); the answer is cached as is. */
export function useProposeCompletion(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (facts: CompletionFacts) => api.post<CompletionView>(completionPath(applicationId), facts),
    onSuccess: (view) => queryClient.setQueryData(completionQueryOptions(applicationId).queryKey, view),
  });
}

export interface CompletionConfirmation {
  stipendPaid: StipendPaid;
  /** How the name reads on the certificate; the account's name when left out. */
  nameOnCertificate?: string;
}

export interface ConfirmedCompletion {
  status: 'completed';
  certificate: { id: string; url: string };
}

/** The student confirms: the application becomes completed (the lists are asked again) and the certificate is issued. */
export function useConfirmCompletion(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: CompletionConfirmation) => api.post<ConfirmedCompletion>(`${completionPath(applicationId)}/confirm`, confirmation),
    onSuccess: async ({ certificate }) => {
      queryClient.setQueryData(completionQueryOptions(applicationId).queryKey, (view) => view && { ...view, confirmedAt: view.confirmedAt ?? new Date().toISOString(), certificate });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: completionKeys.ofApplication(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      ]);
    },
  });
}
