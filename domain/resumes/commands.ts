// Commands of the résumés context: record an uploaded file as the student's résumé (it replaces the one before), remove it.
export type RecordResumeUpload = {
  type: 'RecordResumeUpload';
  data: { studentId: string; fileId: string; fileName: string; size: number; uploadedAt: string };
};
export type RemoveResume = { type: 'RemoveResume'; data: { studentId: string; at: string } };
export type ResumesCommand = RecordResumeUpload | RemoveResume;
