// Personal data in the e-mail verification context's events: the hash of a link's token is sealed with the account's key.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const EMAIL_VERIFICATION_PERSONAL_DATA: PersonalDataPolicy = {
  EmailVerificationRequested: { subject: 'userId', fields: { tokenHash: 'text' } },
  EmailVerified: { subject: 'userId', fields: { tokenHash: 'optionalText' } },
};
