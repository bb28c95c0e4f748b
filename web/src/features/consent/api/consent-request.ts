// The parent's page: GET /api/consent/:token (what is shared, with whom, where consent stands) and the answers
// (POST /api/consent/:token/give | refuse | withdraw). The link's token is the only proof: no account is needed.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentRequestView } from '@domain/consent/types';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
const path = (token: string) => `/api/consent/${encodeURIComponent(token)}`;

/** A guardian's consent page, by the link's token. */
export const consentRequestKeys = {
  all: ['consent-request'] as const,
  detail: (token: string) => [...consentRequestKeys.all, token] as const,
};

export function consentRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: consentRequestKeys.detail(token),
    queryFn: () => api.get<ConsentRequestView>(path(token)),
    retry: false,
  });
}

export type ConsentAnswer = 'give' | 'refuse' | 'withdraw';

const DONE: Record<ConsentAnswer, string> = {
  give: 'Thank you: you consented. You can withdraw at any time from this page.',
  refuse: 'You did not consent. Nothing is shared with companies.',
  withdraw: 'Consent withdrawn. Companies no longer see the shared data.',
};

export function useAnswerConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConsentAnswer) => api.post<ConsentRequestView>(`${path(token)}/${answer}`),
    onSuccess: (view, answer) => {
      queryClient.setQueryData(consentRequestQueryOptions(token).queryKey, view);
      toast({ title: 'Saved', description: DONE[answer] });
    },
    onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
  });
}
