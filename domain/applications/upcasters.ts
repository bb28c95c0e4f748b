// Upcasters of the applications context: lift events written by earlier versions to today's shapes (see events.ts).
import type { Upcaster } from '../shared/upcasting';

export const APPLICATIONS_UPCASTERS: Upcaster[] = [
  {
    type: 'ApplicationSubmitted',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), companyId: null }),
  },
  {
    // Applications of before carried only the letter and the résumé text.
    type: 'ApplicationSubmitted',
    fromVersion: 2,
    up: (data) => ({ ...(data as object), answers: [], availability: null, profile: null }),
  },
  {
    type: 'ApplicationStatusChanged',
    fromVersion: 1,
    up: (data, event) => ({ ...(data as object), actorId: event.metadata.actorId }),
  },
  {
    // Decisions of before carried no note, and did not name the student.
    type: 'ApplicationStatusChanged',
    fromVersion: 2,
    up: (data) => ({ studentId: null, ...(data as object), note: null }),
  },
];
