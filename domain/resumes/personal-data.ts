// Personal data in the résumés context's events: the uploaded file's name is the student's (it often carries their name).
// The file's bytes are not in the log at all; the file store seals them with the same key (backend/files/).
import type { PersonalDataPolicy } from '../shared/personal-data';

export const RESUMES_PERSONAL_DATA: PersonalDataPolicy = {
  ResumeUploaded: { subject: 'studentId', fields: { fileName: 'text' } },
};
