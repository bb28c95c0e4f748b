// Personal data in the applications context's events: what a student writes to a company (the letter, the résumé text, the
// answers, the availability and the résumé profile sent with it) and a decision's note to the student. All sealed with the
// student's key: erasing the student leaves them unreadable in the log.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const APPLICATIONS_PERSONAL_DATA: PersonalDataPolicy = {
  ApplicationSubmitted: {
    subject: 'studentId',
    fields: { coverLetter: 'text', resume: 'text', answers: 'list', availability: 'optionalText', profile: 'optionalText' },
  },
  // v1/v2 changes named no student and carried no note.
  ApplicationStatusChanged: { subject: 'studentId', fields: { note: 'optionalText' } },
  // The account of the internship and the name the student shows on the certificate (the certificate goes with them).
  CompletionProposed: { subject: 'studentId', fields: { summary: 'text' } },
  CompletionConfirmed: { subject: 'studentId', fields: { summary: 'text', nameOnCertificate: 'name' } },
};
