// The internship as the API shows it (SPEC.md §3).
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
}

/** GET /api/users/:id for a company: public fields only. */
export interface PublicCompany {
  id: string;
  companyName: string | null;
  companyField: string | null;
  location: string;
  website: string | null;
}

export const WORK_TYPE_LABELS: Record<WorkType, string> = { remote: 'Remote', onsite: 'On-site', hybrid: 'Hybrid' };
