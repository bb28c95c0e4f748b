// Query: company requests, newest first — one company's own (GET /api/company-requests/my) or all of them for admins.
import type { CompanyRequestStatus } from '@domain/companies/constants';
import type { CompanyRequest } from '@domain/companies/types';
import { COMPANY_REQUESTS } from '@backend/projections/companies/company-requests-projection';
import { withoutBookkeeping } from '@backend/processors/projection';
import type { Filter, ReadStore } from '@backend/read-store/read-store';

/** The API view; requests from before the registration number was asked have none (null). */
const toCompanyRequest = (doc: CompanyRequest): CompanyRequest => ({ ...withoutBookkeeping(doc), registrationNumber: doc.registrationNumber ?? null });

export async function listCompanyRequests(store: ReadStore, by: { companyId?: string; status?: CompanyRequestStatus } = {}): Promise<CompanyRequest[]> {
  const filter: Filter = {};
  if (by.companyId) filter.companyId = by.companyId;
  if (by.status) filter.status = by.status;
  const docs = await store.collection<CompanyRequest>(COMPANY_REQUESTS).find(filter, { sort: { submittedAt: -1, id: 1 } });
  return docs.map(toCompanyRequest);
}

export async function getCompanyRequest(store: ReadStore, id: string): Promise<CompanyRequest | null> {
  const doc = await store.collection<CompanyRequest>(COMPANY_REQUESTS).get(id);
  return doc ? toCompanyRequest(doc) : null;
}
