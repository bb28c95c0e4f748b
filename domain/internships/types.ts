// The internship as the API shows it (SPEC.md §3; read model `internships`).
import type { WorkType } from './constants';

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
}
