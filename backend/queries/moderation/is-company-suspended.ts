// Query: whether an admin suspended this account (a company), with the admin's note: sign-in answers 403 with it, its public
// page 404 (DESIGN.md §4.2).
import { SUSPENDED_COMPANIES, type SuspendedCompanyDoc } from '@backend/projections/moderation/suspended-companies-projection';
import type { ReadStore } from '@backend/read-store/read-store';

/** The suspension (its note and time), or null when the account is not suspended. */
export async function companySuspension(store: ReadStore, userId: string): Promise<{ note: string; at: string } | null> {
  const doc = await store.collection<SuspendedCompanyDoc>(SUSPENDED_COMPANIES).get(userId);
  return doc ? { note: doc.note, at: doc.at } : null;
}

export async function isCompanySuspended(store: ReadStore, userId: string): Promise<boolean> {
  return (await companySuspension(store, userId)) !== null;
}
