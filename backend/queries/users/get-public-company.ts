// Query: the public fields of an approved company account (GET /api/users/:id); null for companies not (yet) approved, deleted
// accounts, students, admins and unknown ids — a company is public only once an admin has verified it.
import type { PublicCompany } from '@domain/companies/types';
import type { PublicUser } from '@domain/users/types';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { isCompanySuspended } from '../moderation/is-company-suspended';

export async function getPublicCompany(store: ReadStore, id: string): Promise<PublicCompany | null> {
  const user = await store.collection<PublicUser>(USERS).get(id);
  if (!user || user.role !== 'company' || !user.isApproved) return null;
  // A company an admin suspended (DESIGN.md §4.2) is no longer public.
  if (await isCompanySuspended(store, id)) return null;
  return { id: user.id, companyName: user.companyName, companyField: user.companyField, location: user.location, website: user.website };
}
