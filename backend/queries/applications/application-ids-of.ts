// Query: the ids of a student's applications (the deletion of the account keeps them as the companies' tombstone rows).
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function applicationIdsOf(store: ReadStore, studentId: string): Promise<string[]> {
  return (await store.collection<ApplicationDoc>(APPLICATIONS).find({ studentId })).map((a) => a.id);
}
