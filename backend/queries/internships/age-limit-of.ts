// Query: the highest minimum age of the postings a signed-in student may find (DESIGN.md §4.2), from their date of birth in
// the consents read model; null when every posting is theirs (18 and over, or not a student).
import { ageOn } from '@domain/consent/age';
import { searchAgeLimit } from '@domain/internships/audience-rules';
import type { PublicUser } from '@domain/users/types';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function ageLimitOf(store: ReadStore, user: PublicUser | null | undefined, now: Date): Promise<number | null> {
  if (user?.role !== 'student') return null;
  const dateOfBirth = (await store.collection<ConsentDoc>(CONSENTS).get(user.id))?.dateOfBirth ?? null;
  // No date of birth: read as the youngest a posting may be open to (searchAgeLimit's safe reading).
  return searchAgeLimit(dateOfBirth ? ageOn(dateOfBirth, now) : null);
}
