// Query: a company's own internships, open and closed, newest first, each with its number of applicants (withdrawn
// applications are no longer applicants).
import type { Internship } from '@domain/internships/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { toInternship } from './get-internship';

export type CompanyInternship = Internship & { applicantCount: number };

export async function listCompanyInternships(store: ReadStore, companyId: string): Promise<CompanyInternship[]> {
  const internships = await store.collection<Internship>(INTERNSHIPS).find({ companyId }, { sort: { createdAt: -1, id: 1 } });
  const applications = internships.length
    ? await store.collection<ApplicationDoc>(APPLICATIONS).find({ internshipId: { $in: internships.map((i) => i.id) } })
    : [];
  const counts = new Map<string, number>();
  for (const a of applications) if (a.status !== 'withdrawn') counts.set(a.internshipId, (counts.get(a.internshipId) ?? 0) + 1);
  return internships.map((i) => ({ ...toInternship(i), applicantCount: counts.get(i.id) ?? 0 }));
}
