// Personal data in the saved-searches context's events: what a student searches for, and what they were told of, is theirs.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const SAVED_SEARCHES_PERSONAL_DATA: PersonalDataPolicy = {
  SavedSearchCreated: { subject: 'studentId', fields: { query: 'optionalText' } },
  SavedSearchAlertSent: { subject: 'studentId', fields: { matches: 'list' } },
};
