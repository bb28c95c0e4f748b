// Personal data in the moderation context's events: a report's details are the reporter's words, sealed with their key.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const MODERATION_PERSONAL_DATA: PersonalDataPolicy = {
  ListingReported: { subject: 'reporterId', fields: { details: 'optionalText' } },
  CompanyReported: { subject: 'reporterId', fields: { details: 'optionalText' } },
};
