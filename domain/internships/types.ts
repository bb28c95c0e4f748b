// The internship as the API shows it (SPEC.md §3; read model `internships`).
import type { Schedule } from './audience';
import type { WorkType } from './constants';
import type { Country } from './countries';
import type { Stipend } from './stipend';
import type { InternshipModeration } from '../moderation/types';

export interface Internship {
  id: string;
  title: string;
  description: string;
  requirements: string;
  location: string;
  duration: string;
  salary: string | null;
  type: WorkType;
  skills: string[];
  companyId: string;
  isActive: boolean;
  createdAt: string;
  applicationDeadline: string | null;
  startDate: string | null;
  /** The company's questions to applicants (0–5, each at most 300 characters; DESIGN.md §4.0). */
  questions: string[];
  /** Who it is for (DESIGN.md §4.2): the youngest student who may apply (14–18; 14 for postings from before). */
  minAge: number;
  /** Hours a week (1–40); null for postings from before. */
  hoursPerWeek: number | null;
  /** When the work happens ('flexible' for postings from before). */
  schedule: Schedule;
  /** A category id of categories.ts; null for postings from before. */
  category: string | null;
  /** The stipend as data (DESIGN.md §4.6); null when not stated (or an old `salary` text could not be read). */
  stipend: Stipend | null;
  /** Weeks (1–52); null when not stated (old texts such as 'Summer'). */
  durationWeeks: number | null;
  /** The country of `location` (countries.ts); null for 'Remote' and places not known. */
  country: Country | null;
  /**
   * Set by the admins' moderation (DESIGN.md §4.2, backend/projections/internships/listing-moderation.ts): `hidden` postings
   * answer 404 to the public and leave search; absent on postings never hidden.
   */
  hidden?: boolean;
  moderation?: InternshipModeration | null;
}
