// Query: the public fields of a company account (GET /api/users/:id); null for students, admins and unknown ids.
import type { PublicCompany } from '@domain/companies/types';
import type { PublicUser } from '@domain/users/types';
import type { ReadStore } from '../../projections/store/read-store';
import { USERS } from '../../projections/users/users-projection';

export async function getPublicCompany(store: ReadStore, id: string): Promise<PublicCompany | null> {
  const user = await store.collection<PublicUser>(USERS).get(id);
  if (!user || user.role !== 'company') return null;
  return { id: user.id, companyName: user.companyName, companyField: user.companyField, location: user.location, website: user.website };
}
