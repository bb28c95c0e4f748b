// The thread of an application as the API shows it (DESIGN.md §4.1): who may write, and the messages oldest first.
import type { ApplicationStatus } from '../applications/types';

/** The two sides of a thread: the student who applied and the company of the internship. */
export type ThreadRole = 'student' | 'company';

/** Statuses in which the thread is open for writing: it opens when the company reviews or accepts the application, and stays open once the internship is completed. */
export const OPEN_THREAD_STATUSES: readonly ApplicationStatus[] = ['reviewed', 'accepted', 'completed'];

export interface ThreadMessage {
  id: string;
  at: string;
  from: { role: ThreadRole; name: string };
  body: string;
}

export interface Thread {
  canWrite: boolean;
  /** Why nobody can write (null while the thread is open to the reader). */
  closedReason: string | null;
  /** Oldest first: the newest page, or the page before `before`. */
  messages: ThreadMessage[];
  /** The cursor of the page before this one (`?before=`), null when this page starts the thread. */
  before: string | null;
}

export interface UnreadCounts {
  messages: number;
  /** Unread messages per application (only those with any). */
  byApplication: Record<string, number>;
  /** The same per internship (a company's dashboard lists its internships). */
  byInternship: Record<string, number>;
}

/** One of the student's threads as the consenting parent's page lists it (GET /api/consent/:token/threads). */
export interface GuardianThread {
  applicationId: string;
  internshipTitle: string | null;
  companyName: string | null;
  status: ApplicationStatus;
}
