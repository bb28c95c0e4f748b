// Upcasters of the internships context: lift events written by earlier versions to today's shapes (see events.ts).
import type { Upcaster } from '../shared/upcasting';

export const INTERNSHIPS_UPCASTERS: Upcaster[] = [
  {
    type: 'InternshipEdited',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), companyId: null }),
  },
];
