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
    // Postings of before said nothing of who they are for: open from 14, flexible hours (DESIGN.md §4.2).
    type: 'InternshipPosted',
    fromVersion: 2,
    up: (data) => ({ ...(data as object), minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null }),
  },
  {
    type: 'InternshipEdited',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), companyId: null }),
  },
];
