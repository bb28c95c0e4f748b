// Personal data in the interviews context's events: where the interview takes place (a link, an address, a phone number) is
// part of the student's application, sealed with the student's key whoever wrote it.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const INTERVIEWS_PERSONAL_DATA: PersonalDataPolicy = {
  InterviewProposed: { subject: 'studentId', fields: { where: 'text' } },
};
