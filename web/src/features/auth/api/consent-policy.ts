// Whether sign-up asks a student's date of birth and a guardian's e-mail: GET /api/consent-policy (PARENTAL_CONSENT).
import { queryOptions } from '@tanstack/react-query';
import type { ParentalConsentMode } from '@domain/consent/sharing';
import { api } from '@/lib/api-client';

/** One entry: the deployment's policy (it does not change while the server runs). */
export const consentPolicyKeys = {
  all: ['consent-policy'] as const,
};

export function consentPolicyQueryOptions() {
  return queryOptions({
    queryKey: consentPolicyKeys.all,
    queryFn: () => api.get<{ parentalConsent: ParentalConsentMode; adultAge: number }>('/api/consent-policy'),
  });
}
