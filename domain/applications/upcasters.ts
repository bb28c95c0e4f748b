// Upcasters of the applications context: lift events written by earlier versions to today's shapes (see events.ts).
import type { Upcaster } from '../shared/upcasting';

export const APPLICATIONS_UPCASTERS: Upcaster[] = [
  {
    type: 'ApplicationSubmitted',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), companyId: null }),
  },
  {
    type: 'ApplicationStatusChanged',
    fromVersion: 1,
    up: (data, event) => ({ ...(data as object), actorId: event.metadata.actorId }),
  },
];
