// Personal data in the threads context's events: a message's words and a report's details belong to the student's thread,
// sealed with the student's key, whoever wrote them: erasing the student leaves the whole conversation unreadable in the log.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const THREADS_PERSONAL_DATA: PersonalDataPolicy = {
  MessagePosted: { subject: 'studentId', fields: { body: 'text' } },
  MessageReported: { subject: 'studentId', fields: { details: 'optionalText' } },
};
