// The application as the API shows it, and its status history (SPEC.md §3, §4; read models `applications`, `applicationHistory`).
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface Application {
  id: string;
  studentId: string;
  internshipId: string;
  /** Title of the internship when the application was listed (null when the internship is gone). */
  internshipTitle: string | null;
  coverLetter: string;
  resume: string;
  status: ApplicationStatus;
  appliedAt: string;
}

/** One line of GET /api/applications/:id/history: the submission, then every status change. */
export interface ApplicationHistoryEntry {
  at: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  /** 'student' for the submission; the role of whoever changed the status afterwards. */
  byRole: string | null;
  /** Who that was, as the student may see it: the company's name, 'Internships for Highschoolers team' for admins, the student's name. */
  byName?: string | null;
}
