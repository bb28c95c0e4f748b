// Query: the student and company of several applications at once (one read, and one more for applications that named no
// company), for the live feed.
import type { Internship } from '@domain/internships/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export type Parties = { studentId: string | null; companyId: string | null };

export async function partiesOf(store: ReadStore, applicationIds: readonly string[]): Promise<Map<string, Parties>> {
  const docs = await store.collection<ApplicationDoc>(APPLICATIONS).getMany(applicationIds);
  const older = docs.filter((d) => !d.companyId);
  const companies = new Map(
    older.length ? (await store.collection<Internship>(INTERNSHIPS).getMany([...new Set(older.map((d) => d.internshipId))])).map((i) => [i.id, i.companyId]) : [],
  );
  return new Map(docs.map((d) => [d.id, { studentId: d.studentId, companyId: d.companyId ?? companies.get(d.internshipId) ?? null }]));
}
