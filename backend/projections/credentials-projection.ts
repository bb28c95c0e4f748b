// Projection: the credentials read model used by sign-in only; no GET ever serves it.
import { defineProjection } from './projection';

export const CREDENTIALS = 'credentials';

export interface Credentials {
  id: string;
  usernameLower: string;
  emailLower: string;
  passwordHash: string;
}

export const credentialsProjection = defineProjection<Credentials>({
  collection: CREDENTIALS,
  indexes: ['usernameLower', 'emailLower'],
  idsOf: (event) => (event.type === 'UserRegistered' ? [event.data.userId] : []),
  evolve: (doc, event) => {
    if (event.type !== 'UserRegistered') return doc;
    const d = event.data;
    return { id: d.userId, usernameLower: d.username.toLowerCase(), emailLower: d.email.toLowerCase(), passwordHash: d.passwordHash };
  },
});
