// The student's parental consent: GET /api/user/consent, and (re)sending the request (POST /api/user/consent/resend).
import { m } from '@/paraglide/messages.js';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyConsent } from '@domain/consent/types';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** One entry: the signed-in student's consent. */
export const myConsentKeys = {
  all: ['my-consent'] as const,
};

export function myConsentQueryOptions() {
  return queryOptions({
    queryKey: myConsentKeys.all,
    queryFn: () => api.get<MyConsent>('/api/user/consent'),
  });
}

export function useResendConsent({ onSent }: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianEmail?: string) => api.post<MyConsent>('/api/user/consent/resend', guardianEmail ? { guardianEmail } : {}),
    onSuccess: (consent) => {
      queryClient.setQueryData(myConsentQueryOptions().queryKey, consent);
      toast({
        title: m.consent_request_sent(),
        description: consent.guardianEmail ? m.consent_request_sent_to({ email: consent.guardianEmail }) : m.consent_request_sent_to_guardian(),
      });
      onSent?.();
    },
    onError: (error) => toast({ title: m.consent_request_not_sent(), description: error.message, variant: 'destructive' }),
  });
}
