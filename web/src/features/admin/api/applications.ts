// Applications for the admins: every application with student, internship and company; a backend admin sets any of SPEC's four
// statuses, with an optional note the student sees.
import { m } from '@/paraglide/messages.js';
import type { AdminApplication, ApplicationStatus } from '@domain/applications/types';
import { api } from '@/lib/api-client';
import { adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

const APPLICATIONS_PATH = '/api/admin/applications';

export const adminApplicationsQueryOptions = (params: Partial<ListParams> & { status?: ApplicationStatus }) =>
  adminListQueryOptions<AdminApplication>('applications', APPLICATIONS_PATH, params);
export const adminApplicationCountQueryOptions = () => adminCountQueryOptions('applications', APPLICATIONS_PATH);

export const useSetApplicationStatus = () =>
  useAdminMutation(
    ({ id, status, note }: { id: string; status: ApplicationStatus; note?: string }) =>
      api.patch<AdminApplication>(`/api/admin/applications/${encodeURIComponent(id)}/status`, note ? { status, note } : { status }),
    () => m.admin_toast_status_updated(),
  );
