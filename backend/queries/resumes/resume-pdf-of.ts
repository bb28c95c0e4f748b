// Query: what a student's uploaded PDF résumé is (ResumePdfInfo: name, size, time), for one student or many in one read.
import type { ResumePdfInfo } from '@domain/applications/types';
import { RESUMES, type ResumeDoc } from '@backend/projections/resumes/resumes-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export const resumePdfInfo = (doc: ResumeDoc): ResumePdfInfo => ({ fileName: doc.fileName, size: doc.size, uploadedAt: doc.uploadedAt });

/** The student's résumé document, with its file's id (for reading the bytes), or null when there is none. */
export const resumeDocOf = (store: ReadStore, studentId: string): Promise<ResumeDoc | null> => store.collection<ResumeDoc>(RESUMES).get(studentId);

/** The student's résumé, or null when none is uploaded. */
export async function resumePdfOf(store: ReadStore, studentId: string): Promise<ResumePdfInfo | null> {
  const doc = await resumeDocOf(store, studentId);
  return doc ? resumePdfInfo(doc) : null;
}

/** The résumés of several students in one read: students without one are absent from the map. */
export async function resumePdfsOf(store: ReadStore, studentIds: readonly string[]): Promise<Map<string, ResumePdfInfo>> {
  if (studentIds.length === 0) return new Map();
  const docs = await store.collection<ResumeDoc>(RESUMES).getMany([...new Set(studentIds)]);
  return new Map(docs.map((doc) => [doc.id, resumePdfInfo(doc)]));
}
