// Events of the internships context (stream `internship-<id>`).
import type { EventOf } from '../shared/event';
import type { Schedule } from './audience';
import type { WorkType } from './constants';
import type { Stipend } from './stipend';

/**
 * An approved company (or the seeder for one) posted an internship; it is active from then on. v2 adds `questions` (0–5, the
 * company's questions to applicants, DESIGN.md §4.0); v1 postings are upcast with `questions: []`. v3: who it is for. v4: the
 * stipend and duration as data (DESIGN.md §4.6); older postings are upcast with both read from their `salary` and `duration`.
 */
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
    questions: string[];
    minAge: number;
    hoursPerWeek: number | null;
    schedule: Schedule;
    category: string | null;
    stipend: Stipend | null;
    durationWeeks: number | null;
    postedAt: string;
  }
>;
/** The fields of a posted internship that its company (or an admin) may change later. */
export type InternshipChanges = Partial<
  Pick<
    InternshipPosted['data'],
    | 'title'
    | 'description'
    | 'requirements'
    | 'location'
    | 'duration'
    | 'salary'
    | 'type'
    | 'skills'
    | 'applicationDeadline'
    | 'startDate'
    | 'questions'
    | 'minAge'
    | 'hoursPerWeek'
    | 'schedule'
    | 'category'
    | 'stipend'
    | 'durationWeeks'
  >
>;
/**
 * v2 adds `companyId` (the posting's company), whose key seals the changed text (personal-data.ts). v1 edits are upcast with
 * `companyId: null`: the company is the posting's, in the stream's InternshipPosted. v3: a changed `salary` or `duration`
 * comes with its data (`stipend`, `durationWeeks`); older edits are upcast with the data read from the changed texts.
 */
export type InternshipEdited = EventOf<
  'InternshipEdited',
  {
    internshipId: string;
    companyId: string | null;
    changes: InternshipChanges;
    /** The old values of the facts changed (dates, pay, type…; never the company's words); absent on edits of before. */
    previous?: InternshipChanges;
    at: string;
  }
>;
/** Closed internships take no applications and leave the public list; the company can reopen them. */
/** `reason: 'deadline'`: the posting closed itself when its application deadline passed (absent: its company or an admin closed it). */
export type InternshipClosed = EventOf<'InternshipClosed', { internshipId: string; at: string; reason?: 'deadline' }>;
export type InternshipReopened = EventOf<'InternshipReopened', { internshipId: string; at: string }>;
/** An admin removed the internship: it is gone from every list and its detail answers 404. */
export type InternshipDeleted = EventOf<'InternshipDeleted', { internshipId: string; companyId: string; at: string }>;
export type InternshipEvent = InternshipPosted | InternshipEdited | InternshipClosed | InternshipReopened | InternshipDeleted;

export const INTERNSHIPS_EVENT_VERSIONS: Record<InternshipEvent['type'], number> = {
  InternshipPosted: 4,
  InternshipEdited: 3,
  InternshipClosed: 1,
  InternshipReopened: 1,
  InternshipDeleted: 1,
};
