// The parent's page: GET /api/consent/:token (what is shared, with whom, where consent stands) and the answers
// (POST /api/consent/:token/give | refuse | withdraw). The link's token is the only proof: no account is needed.
import { m } from '@/paraglide/messages.js';
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

const doneText = (answer: ConsentAnswer): string =>
  ({ give: m.consent_done_give(), refuse: m.consent_done_refuse(), withdraw: m.consent_done_withdraw() })[answer];

export function useAnswerConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConsentAnswer) => api.post<ConsentRequestView>(`${path(token)}/${answer}`),
    onSuccess: (view, answer) => {
      queryClient.setQueryData(consentRequestQueryOptions(token).queryKey, view);
      toast({ title: m.consent_saved(), description: doneText(answer) });
    },
    onError: (error) => toast({ title: m.consent_not_saved(), description: error.message, variant: 'destructive' }),
  });
}
