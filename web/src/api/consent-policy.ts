// The deployment's sign-up policy, GET /api/consent-policy: whether sign-up asks a student's date of birth and a guardian's
// e-mail (PARENTAL_CONSENT), and whether new accounts verify their address (EMAIL_VERIFICATION). Shared (web/src/api/): the
// sign-up form and the notice asking to verify read it.
import { queryOptions } from '@tanstack/react-query';
import type { ParentalConsentMode } from '@domain/consent/sharing';
import type { EmailVerificationMode } from '@domain/email-verification/decider';
import { api } from '@/lib/api-client';

/** One entry: the deployment's policy (it does not change while the server runs). */
export const consentPolicyKeys = {
  all: ['consent-policy'] as const,
};

export function consentPolicyQueryOptions() {
  return queryOptions({
    queryKey: consentPolicyKeys.all,
    queryFn: () => api.get<{ parentalConsent: ParentalConsentMode; adultAge: number; emailVerification: EmailVerificationMode }>('/api/consent-policy'),
  });
}
