// Query: company requests as the admins see them (GET /api/admin/company-requests), with what helps them trust one (DESIGN.md
// §4.2): the kind of registration number given, and whether the account's e-mail is at the website's domain (one read of
// the accounts for the whole list).
import type { AdminCompanyRequest, CompanyRequest } from '@domain/companies/types';
import { registrationKindOf } from '@domain/companies/registration-number';
import { emailDomainMatchesWebsite } from '@domain/companies/request-signals';
import type { PublicUser } from '@domain/users/types';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { getCompanyRequest, listCompanyRequests } from './list-company-requests';

async function withSignals(store: ReadStore, requests: CompanyRequest[]): Promise<AdminCompanyRequest[]> {
  const ids = [...new Set(requests.map((r) => r.companyId))];
  const accounts = ids.length ? await store.collection<PublicUser>(USERS).getMany(ids) : [];
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
  return requests.map((r) => ({
    ...r,
    registrationKind: registrationKindOf(r.registrationNumber),
    emailDomainMatchesWebsite: emailDomainMatchesWebsite(emailOf.get(r.companyId), r.website),
  }));
}

export async function listAdminCompanyRequests(store: ReadStore): Promise<AdminCompanyRequest[]> {
  return withSignals(store, await listCompanyRequests(store));
}

export async function getAdminCompanyRequest(store: ReadStore, id: string): Promise<AdminCompanyRequest | null> {
  const request = await getCompanyRequest(store, id);
  return request ? (await withSignals(store, [request]))[0] : null;
}
