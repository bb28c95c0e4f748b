// Query: the platform's approved companies, by name (GET /api/companies): what onboarding offers as preferred companies.
// Only approved, not suspended company accounts with a name, only their public fields (as GET /api/users/:id).
import type { PublicCompany } from '@domain/companies/types';
import type { PublicUser } from '@domain/users/types';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { SUSPENDED_COMPANIES, type SuspendedCompanyDoc } from '@backend/projections/moderation/suspended-companies-projection';

export async function listPublicCompanies(store: ReadStore): Promise<PublicCompany[]> {
  const approved = (await store.collection<PublicUser>(USERS).find({ role: 'company', isApproved: true })).filter((u) => u.companyName?.trim());
  const suspended = new Set((await store.collection<SuspendedCompanyDoc>(SUSPENDED_COMPANIES).getMany(approved.map((u) => u.id))).map((d) => d.id));
  return approved
    .filter((u) => !suspended.has(u.id))
    .map((u) => ({ id: u.id, companyName: u.companyName, companyField: u.companyField, location: u.location, website: u.website }))
    .sort((a, b) => (a.companyName ?? '').localeCompare(b.companyName ?? '', 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}
