// Query: whether a student has an application (in any status) to an internship: such a student still sees its page once closed.
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function hasApplied(store: ReadStore, studentId: string, internshipId: string): Promise<boolean> {
  return (await store.collection<ApplicationDoc>(APPLICATIONS).count({ studentId, internshipId })) > 0;
}
