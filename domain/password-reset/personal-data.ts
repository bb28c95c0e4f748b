// Personal data in the password-reset context's events: the hash of a reset link's token is sealed with the account's key.
import type { PersonalDataPolicy } from '../shared/personal-data';

export const PASSWORD_RESET_PERSONAL_DATA: PersonalDataPolicy = {
  PasswordResetRequested: { subject: 'userId', fields: { tokenHash: 'text' } },
};
