// Personal data in the notifications context's events: the address and everything the message says (its invitation too).
import type { PersonalDataPolicy } from '../shared/personal-data';

export const NOTIFICATIONS_PERSONAL_DATA: PersonalDataPolicy = {
  EmailQueued: { subject: 'subjectId', fields: { to: 'email', subject: 'text', text: 'text', html: 'text', calendar: 'optionalText' } },
};
