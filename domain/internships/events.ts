// Events of the internships context (stream `internship-<id>`).
import type { EventOf } from '../shared/event';
import type { WorkType } from './constants';

/** An approved company (or the seeder for one) posted an internship; it is active from then on. */
export type InternshipPosted = EventOf<
  'InternshipPosted',
  {
    internshipId: string;
    companyId: string;
    title: string;
    description: string;
    requirements: string;
    location: string;
    duration: string;
    salary: string | null;
    type: WorkType;
    skills: string[];
    applicationDeadline: string | null;
    startDate: string | null;
    postedAt: string;
  }
>;
export type InternshipEvent = InternshipPosted;

export const INTERNSHIPS_EVENT_VERSIONS: Record<InternshipEvent['type'], number> = {
  InternshipPosted: 1,
};
