// Events of the résumés context (stream `resume-<studentId>`): the PDF a student uploaded once, replaced or removed. The bytes
// live in the file store (backend/files/), sealed with the student's key; the events say which file is current.
import type { EventOf } from '../shared/event';

export type ResumeUploaded = EventOf<
  'ResumeUploaded',
  { studentId: string; fileId: string; fileName: string; size: number; uploadedAt: string }
>;
export type ResumeRemoved = EventOf<'ResumeRemoved', { studentId: string; fileId: string; at: string }>;
export type ResumeEvent = ResumeUploaded | ResumeRemoved;

export const RESUMES_EVENT_VERSIONS: Record<ResumeEvent['type'], number> = {
  ResumeUploaded: 1,
  ResumeRemoved: 1,
};
