// Whether sign-up asks a student's date of birth and a guardian's e-mail: GET /api/consent-policy (PARENTAL_CONSENT).
import { queryOptions } from '@tanstack/react-query';
import type { ParentalConsentMode } from '@domain/consent/sharing';
import { api } from '@/lib/api-client';

export const CONSENT_POLICY_PATH = '/api/consent-policy';

export function consentPolicyQueryOptions() {
  return queryOptions({
    queryKey: [CONSENT_POLICY_PATH] as const,
    queryFn: () => api.get<{ parentalConsent: ParentalConsentMode; adultAge: number }>(CONSENT_POLICY_PATH),
  });
}
