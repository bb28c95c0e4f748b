// Query: one application of the given student (null when missing or someone else's: existence is not leaked).
import type { Application } from '@domain/applications/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { withInternshipTitles } from './list-my-applications';

export async function getOwnApplication(store: ReadStore, studentId: string, applicationId: string): Promise<Application | null> {
  const doc = await store.collection<ApplicationDoc>(APPLICATIONS).get(applicationId);
  if (!doc || doc.studentId !== studentId) return null;
  return (await withInternshipTitles(store, [doc]))[0];
}
