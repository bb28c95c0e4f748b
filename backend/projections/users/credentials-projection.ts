// Projection `credentials`: sign-in names and password hashes, for the sign-in command's lookup only; no GET ever serves it.
import { defineProjection } from '@backend/processors/projection';

export const CREDENTIALS = 'credentials';

export interface Credentials {
  id: string;
  usernameLower: string;
  emailLower: string;
  passwordHash: string;
}

export const credentialsProjection = defineProjection<Credentials, 'UserRegistered' | 'PasswordChanged' | 'UserDeleted'>({
  name: CREDENTIALS,
  version: 1,
  handles: ['UserRegistered', 'PasswordChanged', 'UserDeleted'],
  indexes: ['usernameLower', 'emailLower'],
  idsOf: (event) => [event.data.userId],
  evolve: (_doc, event) => {
    // A deleted account can no longer sign in; a changed password replaces the old hash.
    if (event.type === 'UserDeleted') return null;
    if (event.type === 'PasswordChanged') return _doc && { ..._doc, passwordHash: event.data.passwordHash };
    const d = event.data;
    return { id: d.userId, usernameLower: d.username.toLowerCase(), emailLower: d.email.toLowerCase(), passwordHash: d.passwordHash };
  },
});
