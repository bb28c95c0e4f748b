// The application as the API shows it, and its status history (SPEC.md §3, §4; read models `applications`, `applicationHistory`).
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected', 'withdrawn', 'completed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What a decision-maker may set (SPEC.md §4's four): `withdrawn` is the student's own move only (POST …/withdraw). */
export const DECIDED_STATUSES = ['pending', 'reviewed', 'accepted', 'rejected'] as const;

/** When and how much the student can work (DESIGN.md §4.0): 1–40 hours a week, optional dates (YYYY-MM-DD). */
export interface Availability {
  hoursPerWeek: number;
  from: string | null;
  to: string | null;
}

/** One project on a student's résumé. */
export interface ResumeProject {
  title: string;
  description: string;
  link: string | null;
}

/** The résumé part of a student's profile, as it stood when the application was sent (a snapshot, not a live view). */
export interface ResumeProfile {
  skills: string[];
  projects: ResumeProject[];
  achievements: string[];
  schoolName: string | null;
  grade: string | null;
}

/** A question of the posting and the student's answer to it. */
export interface ApplicationAnswer {
  question: string;
  answer: string;
}

/** The PDF résumé a student uploaded (PUT /api/user/resume); its bytes are fetched from GET /api/applications/:id/resume. */
export interface ResumePdfInfo {
  fileName: string;
  size: number;
  uploadedAt: string;
}

export interface Application {
  id: string;
  studentId: string;
  internshipId: string;
  /** Title of the internship when the application was listed (null when the internship is gone). */
  internshipTitle: string | null;
  coverLetter: string;
  resume: string;
  /** The answers to the posting's questions, in its order (empty when it asked none). */
  answers: ApplicationAnswer[];
  availability: Availability | null;
  /** The résumé profile sent with it (null for applications sent before profiles were part of applying). */
  profile: ResumeProfile | null;
  status: ApplicationStatus;
  appliedAt: string;
  /** True when the internship has been closed or deleted since (its page still shows, marked closed, to the applicant). */
  internshipClosed?: boolean;
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
  /** The decision's note to the student (PATCH …/status `note`, at most 500 characters), null when none was given. */
  note?: string | null;
}

/** What a company sees of an applicant (GET /api/company/applications): never the e-mail or anything beyond the profile. */
export interface ApplicantProfile {
  id: string;
  firstName: string;
  lastName: string;
  grade: string | null;
  schoolName: string | null;
  location: string;
  skills: string[];
  interestedFields: string[];
  hobbies: string[];
}

/** One application to a company's internship, as the company sees it. */
export interface CompanyApplication {
  id: string;
  internshipId: string;
  internshipTitle: string;
  status: ApplicationStatus;
  appliedAt: string;
  coverLetter: string;
  resume: string;
  answers: ApplicationAnswer[];
  availability: Availability | null;
  /** The résumé profile as sent with the application. */
  profile: ResumeProfile | null;
  /** The student's PDF résumé, if one is uploaded (fetched from GET /api/applications/:id/resume). */
  resumePdf: ResumePdfInfo | null;
  /** null once the student's parent withdrew consent: the company no longer sees the student's data. */
  student: ApplicantProfile | null;
  history: ApplicationHistoryEntry[];
  /** True when the parent withdrew consent (then `notice` says so, and the profile, cover letter and résumé are left out). */
  sharedDataWithdrawn: boolean;
  /**
   * True when the student deleted the account: a tombstone row — the internship, the status it had and the dates, no
   * student, nothing written, no history; `notice` says so and `accountDeletedAt` when (issue 36).
   */
  accountDeleted: boolean;
  accountDeletedAt?: string | null;
  notice: string | null;
}

/** A row of GET /api/admin/applications: the application with the student's name, the internship's title and the company. */
export interface AdminApplication {
  id: string;
  studentId: string;
  studentName: string;
  internshipId: string;
  internshipTitle: string | null;
  companyName: string | null;
  status: ApplicationStatus;
  appliedAt: string;
  coverLetter: string;
  resume: string;
}

/** How the stipend went, in the student's words when confirming completion (DESIGN.md §4.1). */
export const STIPEND_PAID = ['yes', 'partly', 'no', 'unpaid'] as const;
export type StipendPaid = (typeof STIPEND_PAID)[number];

/** What the company says the internship was (POST /api/applications/:id/completion); the student confirms it. */
export interface CompletionFacts {
  startedOn: string;
  endedOn: string;
  hours: number;
  summary: string;
}

/** GET /api/applications/:id/completion: the company's account, and (once confirmed) the certificate. */
export interface CompletionView extends CompletionFacts {
  proposedAt: string;
  confirmedAt: string | null;
  /** The student's answer about the stipend: shown to the student only (null for the company). */
  stipendPaid: StipendPaid | null;
  certificate: { id: string; url: string } | null;
}

/** GET /api/users/:id/record: what only the event log can show of a company (DESIGN.md §4.1). */
export interface CompanyRecord {
  companyId: string;
  completedInternships: number;
  /** Completed internships that promised a stipend (the student answered yes, partly or no). */
  withStipend: number;
  paidAsPromised: number;
  /** paidAsPromised / withStipend, 0..1; null when no completed internship promised a stipend. */
  sharePaidAsPromised: number | null;
}
