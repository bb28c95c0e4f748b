// Query: the application a thread belongs to as the read models stand (status, student, the internship's company); null when
// missing or when its student deleted the account.
import type { ThreadApplication } from '@domain/threads/commands';
import type { Internship } from '@domain/internships/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export type ThreadParties = ThreadApplication & { studentId: string; companyId: string | null; internshipId: string };

export async function threadPartiesOf(store: ReadStore, applicationId: string): Promise<ThreadParties | null> {
  const doc = await store.collection<ApplicationDoc>(APPLICATIONS).get(applicationId);
  // A deleted student's application (a tombstone) has no thread or interviews any more: closed, as if missing.
  if (!doc || doc.accountDeletedAt) return null;
  // Applications written before v2 named no company: the internship's is theirs.
  const companyId = doc.companyId ?? (await store.collection<Internship>(INTERNSHIPS).get(doc.internshipId))?.companyId ?? null;
  return { status: doc.status, studentId: doc.studentId, companyId, internshipId: doc.internshipId };
}
