// Query: whether the companies a student applied to may see the student's data now — the consent rule of domain/consent/
// sharing.ts (companiesMaySee) over the `consents` read model, as the company applicants list applies it.
import { companiesMaySee, type ParentalConsentMode } from '@domain/consent/sharing';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function studentSharedWithCompanies(store: ReadStore, studentId: string, mode: ParentalConsentMode, now: Date): Promise<boolean> {
  const consent = await store.collection<ConsentDoc>(CONSENTS).get(studentId);
  return companiesMaySee(mode, consent?.dateOfBirth ?? null, consent?.status ?? 'notRequested', now);
}
