// Personal data in the applications context's events: what a student writes to a company.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const APPLICATIONS_PERSONAL_DATA: PersonalDataPolicy = {
  ApplicationSubmitted: { subject: 'studentId', fields: { coverLetter: 'text', resume: 'text' } },
};
