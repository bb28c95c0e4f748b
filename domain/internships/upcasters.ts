// Upcasters of the internships context: lift events written by earlier versions to today's shapes (see events.ts).
import type { Upcaster } from '../shared/upcasting';

export const INTERNSHIPS_UPCASTERS: Upcaster[] = [
  {
    // Postings of before asked no questions.
    type: 'InternshipPosted',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), questions: [] }),
  },
  {
    type: 'InternshipEdited',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), companyId: null }),
  },
];
