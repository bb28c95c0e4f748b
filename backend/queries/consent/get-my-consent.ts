// Query: the student's own view of their parental consent (GET /api/user/consent): whether it is needed, where it stands,
// why they cannot apply yet, and when a request e-mail may go again.
import { nextSendAllowedAt } from '@domain/consent/decider';
import { sharingFor, type ParentalConsentMode } from '@domain/consent/sharing';
import type { MyConsent } from '@domain/consent/types';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function getMyConsent(store: ReadStore, studentId: string, mode: ParentalConsentMode, now: Date): Promise<MyConsent> {
  const doc = await store.collection<ConsentDoc>(CONSENTS).get(studentId);
  const status = doc?.status ?? 'notRequested';
  const sharing = sharingFor(mode, doc?.dateOfBirth ?? null, status, now);
  const next = nextSendAllowedAt({ sentAt: doc?.sentAt ?? [] }, now);
  return {
    required: sharing.required,
    status,
    canApply: sharing.allowed,
    message: sharing.reason,
    guardianEmail: doc?.guardianEmail ?? null,
    lastSentAt: doc?.sentAt[doc.sentAt.length - 1] ?? null,
    nextSendAt: next?.toISOString() ?? null,
  };
}
