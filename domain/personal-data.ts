// Which fields of which events hold personal data, and whose (every context's policy): the event store encrypts them with the
// subject's key (backend/events/encrypting-event-store.ts), and erasing the subject makes them unreadable.
import { APPLICATIONS_PERSONAL_DATA } from './applications/personal-data';
import { COMPANIES_PERSONAL_DATA } from './companies/personal-data';
import { CONSENT_PERSONAL_DATA } from './consent/personal-data';
import type { DomainEventType } from './events';
import { INTERNSHIPS_PERSONAL_DATA } from './internships/personal-data';
import { NOTIFICATIONS_PERSONAL_DATA } from './notifications/personal-data';
import type { PersonalDataPolicy, PersonalDataRule } from './shared/personal-data';
import { RESUMES_PERSONAL_DATA } from './resumes/personal-data';
import { THREADS_PERSONAL_DATA } from './threads/personal-data';
import { INTERVIEWS_PERSONAL_DATA } from './interviews/personal-data';
import { USERS_PERSONAL_DATA } from './users/personal-data';
import { PASSWORD_RESET_PERSONAL_DATA } from './password-reset/personal-data';
import { EMAIL_VERIFICATION_PERSONAL_DATA } from './email-verification/personal-data';
import { MODERATION_PERSONAL_DATA } from './moderation/personal-data';
import { SAVED_SEARCHES_PERSONAL_DATA } from './saved-searches/personal-data';

export const PERSONAL_DATA: PersonalDataPolicy & Partial<Record<DomainEventType, PersonalDataRule>> = {
  ...USERS_PERSONAL_DATA,
  ...COMPANIES_PERSONAL_DATA,
  ...INTERNSHIPS_PERSONAL_DATA,
  ...APPLICATIONS_PERSONAL_DATA,
  ...CONSENT_PERSONAL_DATA,
  ...NOTIFICATIONS_PERSONAL_DATA,
  ...RESUMES_PERSONAL_DATA,
  ...THREADS_PERSONAL_DATA,
  ...INTERVIEWS_PERSONAL_DATA,
  ...PASSWORD_RESET_PERSONAL_DATA,
  ...EMAIL_VERIFICATION_PERSONAL_DATA,
  ...MODERATION_PERSONAL_DATA,
  ...SAVED_SEARCHES_PERSONAL_DATA,
};
