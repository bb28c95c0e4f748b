// Internships for the admins: every one, active or not, with company and applicant count; delete and (de)activate.
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
  useAdminMutation((id: string) => api.delete(internshipPath(id)), () => 'Internship deleted successfully');

export const useSetInternshipActive = () =>
  useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) => api.patch<Internship>(internshipPath(id), { isActive }),
    (saved) => (saved.isActive ? 'Internship activated' : 'Internship deactivated'),
  );
