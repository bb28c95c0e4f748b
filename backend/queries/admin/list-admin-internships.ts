// Query: every internship for the admin views, active or not, with its company's name and applicant count; searchable, paged.
import type { AdminListQuery } from '@domain/admin/schemas';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { withoutBookkeeping } from '@backend/processors/projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { page, type Page } from './page';

export type AdminInternship = Internship & { companyName: string | null; applicantCount: number };

export async function listAdminInternships(store: ReadStore, query: AdminListQuery): Promise<Page<AdminInternship>> {
  const internships = (await store.collection<Internship>(INTERNSHIPS).find({})).map(withoutBookkeeping);
  const companies = new Map((await store.collection<PublicUser>(USERS).getMany([...new Set(internships.map((i) => i.companyId))])).map((u) => [u.id, u]));
  const counts = new Map<string, number>();
  for (const a of await store.collection<ApplicationDoc>(APPLICATIONS).find({})) counts.set(a.internshipId, (counts.get(a.internshipId) ?? 0) + 1);
  const rows = internships.map((i) => ({ ...i, companyName: companies.get(i.companyId)?.companyName ?? null, applicantCount: counts.get(i.id) ?? 0 }));
  return page(rows, query, {
    search: (i) => `${i.title} ${i.companyName ?? ''} ${i.location} ${i.skills.join(' ')}`,
    sortable: ['createdAt', 'title', 'companyName', 'location', 'isActive', 'applicantCount'],
    defaultSort: 'createdAt',
  });
}
