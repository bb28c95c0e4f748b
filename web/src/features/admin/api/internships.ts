// Internships for the admins: every one, active or not, with company and applicant count; delete and (de)activate.
import { m } from '@/paraglide/messages.js';
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';
import { adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

export type AdminInternship = Internship & { companyName: string | null; applicantCount: number };

const INTERNSHIPS_PATH = '/api/admin/internships';
const internshipPath = (id: string) => `/api/admin/internships/${encodeURIComponent(id)}`;

export const adminInternshipsQueryOptions = (params: Partial<ListParams>) => adminListQueryOptions<AdminInternship>('internships', INTERNSHIPS_PATH, params);
export const adminInternshipCountQueryOptions = () => adminCountQueryOptions('internships', INTERNSHIPS_PATH);

export const useDeleteInternship = () =>
  useAdminMutation((id: string) => api.delete(internshipPath(id)), () => m.admin_toast_internship_deleted());

export const useSetInternshipActive = () =>
  useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) => api.patch<Internship>(internshipPath(id), { isActive }),
    (saved) => (saved.isActive ? m.admin_toast_internship_activated() : m.admin_toast_internship_deactivated()),
  );
