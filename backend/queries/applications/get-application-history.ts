// Query: the status history of one of the student's own applications, oldest first, with who made each change (null for someone else's).
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import { APPLICATION_HISTORY, type ApplicationHistoryDoc } from '@backend/projections/applications/application-history-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { withActorNames } from './history-names';

export async function getApplicationHistory(store: ReadStore, studentId: string, applicationId: string): Promise<ApplicationHistoryEntry[] | null> {
  const doc = await store.collection<ApplicationHistoryDoc>(APPLICATION_HISTORY).get(applicationId);
  if (!doc || doc.studentId !== studentId) return null;
  return (await withActorNames(store, [doc.entries]))[0];
}
