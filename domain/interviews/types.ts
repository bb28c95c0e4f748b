// Interviews of an application as the API shows them (DESIGN.md §4.1): the company proposes times, the student picks one
// (the interview is then scheduled) or declines.
import type { ApplicationStatus } from '../applications/types';

export const INTERVIEW_MODES = ['video', 'phone', 'in-person'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = { video: 'Video call', phone: 'Phone call', 'in-person': 'In person' };

export type InterviewStatus = 'proposed' | 'scheduled' | 'declined';

/** Statuses of the application in which the company may propose an interview, and the student accept one. */
export const INTERVIEW_STATUSES: readonly ApplicationStatus[] = ['reviewed', 'accepted'];

export const SLOTS_MIN = 1;
export const SLOTS_MAX = 5;
export const DURATION_MIN = 15;
export const DURATION_MAX = 120;
export const WHERE_MAX = 300;

export interface Interview {
  id: string;
  applicationId: string;
  status: InterviewStatus;
  /** The proposed start times (ISO 8601, UTC), earliest first. */
  slots: string[];
  durationMinutes: number;
  mode: InterviewMode;
  /** A link, a place, or how the company will call. */
  where: string;
  /** The IANA time zone of the internship's place (the under-18 hours are checked there). */
  timeZone: string;
  /** The chosen start (ISO 8601, UTC) once scheduled; null otherwise. */
  at: string | null;
  proposedAt: string;
  /** When the student accepted or declined; null while proposed. */
  answeredAt: string | null;
}
