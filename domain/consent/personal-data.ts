// Personal data in the consent context's events: the guardian's address belongs to the student's data (it goes when they go).
import type { PersonalDataPolicy } from '../shared/personal-data';

export const CONSENT_PERSONAL_DATA: PersonalDataPolicy = {
  ParentalConsentRequested: { subject: 'studentId', fields: { guardianEmail: 'email' } },
};
