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
  /** null once the student's parent withdrew consent: the company no longer sees the student's data. */
  student: ApplicantProfile | null;
  history: ApplicationHistoryEntry[];
  /** True when the parent withdrew consent (then `notice` says so, and the profile, cover letter and résumé are left out). */
  sharedDataWithdrawn: boolean;
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
