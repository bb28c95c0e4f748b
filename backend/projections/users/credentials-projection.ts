// Projection `credentials`: sign-in names and password hashes, for the sign-in command's lookup only; no GET ever serves it.
import { defineProjection } from '../runtime/projection';

export const CREDENTIALS = 'credentials';

export interface Credentials {
  id: string;
  usernameLower: string;
  emailLower: string;
  passwordHash: string;
}

export const credentialsProjection = defineProjection<Credentials, 'UserRegistered' | 'UserDeleted'>({
  name: CREDENTIALS,
  version: 1,
  handles: ['UserRegistered', 'UserDeleted'],
  indexes: ['usernameLower', 'emailLower'],
  idsOf: (event) => [event.data.userId],
  evolve: (_doc, event) => {
    // A deleted account can no longer sign in.
    if (event.type === 'UserDeleted') return null;
    const d = event.data;
    return { id: d.userId, usernameLower: d.username.toLowerCase(), emailLower: d.email.toLowerCase(), passwordHash: d.passwordHash };
  },
});
