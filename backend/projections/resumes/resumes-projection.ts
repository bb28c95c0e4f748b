// Projection `resumes`: per student, the PDF résumé uploaded last (its file's id in the file store, name, size and time);
// none once removed or once the student is deleted.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const RESUMES = 'resumes';

export interface ResumeDoc {
  /** The student's id. */
  id: string;
  fileId: string;
  fileName: string;
  size: number;
  uploadedAt: string;
}

export const resumesProjection = defineProjection<ResumeDoc, 'ResumeUploaded' | 'ResumeRemoved' | 'UserDeleted'>({
  name: RESUMES,
  version: 1,
  handles: ['ResumeUploaded', 'ResumeRemoved', 'UserDeleted'],
  idsOf: (event) => [event.type === 'UserDeleted' ? event.data.userId : event.data.studentId],
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'ResumeUploaded': {
        const { fileId, fileName, size, uploadedAt } = event.data;
        return { id, fileId, fileName, size, uploadedAt };
      }
      case 'ResumeRemoved':
        return doc && doc.fileId !== event.data.fileId ? doc : null;
      case 'UserDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
});
