// Applications to one of the company's internships, with each student's public profile and status history:
// GET /api/company/applications?internshipId= (newest first).
import { queryOptions } from '@tanstack/react-query';
import type { ApplicationHistoryEntry, ApplicationStatus } from '@domain/applications/types';
import { api } from '@/lib/api-client';

export const COMPANY_APPLICATIONS_PATH = '/api/company/applications';

/** What a company sees of an applicant: never the e-mail or anything beyond the profile. */
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

export interface CompanyApplication {
  id: string;
  internshipId: string;
  internshipTitle: string;
  status: ApplicationStatus;
  appliedAt: string;
  coverLetter: string;
  resume: string;
  student: ApplicantProfile;
  history: ApplicationHistoryEntry[];
}

export function companyApplicationsQueryOptions(internshipId: string) {
  return queryOptions({
    queryKey: [COMPANY_APPLICATIONS_PATH, internshipId] as const,
    queryFn: () => api.get<CompanyApplication[]>(`${COMPANY_APPLICATIONS_PATH}?internshipId=${encodeURIComponent(internshipId)}`),
  });
}
