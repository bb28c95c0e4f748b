// Applications for the admins: every application with student, internship and company; a backend admin sets any status.
import type { AdminApplication, ApplicationStatus } from '@domain/applications/types';
import { api } from '@/lib/api-client';
import { ADMIN_API, adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

export const APPLICATIONS_PATH = `${ADMIN_API}/applications`;

export const adminApplicationsQueryOptions = (params: Partial<ListParams> & { status?: ApplicationStatus }) =>
  adminListQueryOptions<AdminApplication>(APPLICATIONS_PATH, params);
export const adminApplicationCountQueryOptions = () => adminCountQueryOptions(APPLICATIONS_PATH);

export const useSetApplicationStatus = () =>
  useAdminMutation(
    ({ id, status }: { id: string; status: ApplicationStatus }) =>
      api.patch<AdminApplication>(`${APPLICATIONS_PATH}/${encodeURIComponent(id)}/status`, { status }),
    () => 'Application status updated',
  );
