// The signed-in student's applications: GET /api/applications (newest first) and applying, POST /api/applications.
// Shared (web/src/api/): the apply button (applications) and the student's dashboard and list (student-dashboard) read
// the same cache entry, and applying refreshes it.
import { queryOptions } from '@tanstack/react-query';
import type { Application } from '@domain/applications/types';
import { api } from '@/lib/api-client';

const APPLICATIONS_PATH = '/api/applications';

/** Everything under `all` is refreshed after applying: the list and each application's status history. */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  history: (applicationId: string) => [...applicationKeys.all, 'history', applicationId] as const,
};

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: () => api.get<Application[]>(APPLICATIONS_PATH),
  });
}

/** What the student sends (DESIGN.md §4.0): their own letter, one answer per posting question, their availability. */
export interface ApplicationRequest {
  internshipId: string;
  coverLetter: string;
  /** SPEC §7: the detail page sends 'pending' explicitly. */
  status: 'pending';
  answers: string[];
  availability?: { hoursPerWeek: number; from?: string; to?: string };
}

export const submitApplication = (body: ApplicationRequest) => api.post<Application>(APPLICATIONS_PATH, body);
