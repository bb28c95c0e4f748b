// Upcasters of the users context: lift events written by earlier versions to today's shapes (see events.ts).
import { ERASED_EMAIL } from '../shared/personal-data';
import type { Upcaster } from '../shared/upcasting';
import { emailStream } from './email-claim';

export const USERS_UPCASTERS: Upcaster[] = [
  {
    // v1 carried the address; v2 names the claim stream to release. A v1 event carried a plain claim (`email-<address>`);
    // once the person is erased the address reads as the placeholder, and there is no claim left to name.
    type: 'UserDeleted',
    fromVersion: 1,
    up: (data) => {
      const { email, ...rest } = data as { email?: string };
      return { ...rest, claimStream: email && email !== ERASED_EMAIL ? emailStream(email) : null };
    },
  },
];
