// Internships for the admins: every one, active or not, with company and applicant count; delete and (de)activate.
import type { Internship } from '@domain/internships/types';
import { api } from '@/lib/api-client';
import { ADMIN_API, adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

export type AdminInternship = Internship & { companyName: string | null; applicantCount: number };

export const INTERNSHIPS_PATH = `${ADMIN_API}/internships`;

export const adminInternshipsQueryOptions = (params: Partial<ListParams>) => adminListQueryOptions<AdminInternship>(INTERNSHIPS_PATH, params);
export const adminInternshipCountQueryOptions = () => adminCountQueryOptions(INTERNSHIPS_PATH);

export const useDeleteInternship = () =>
  useAdminMutation((id: string) => api.delete(`${INTERNSHIPS_PATH}/${encodeURIComponent(id)}`), () => 'Internship deleted successfully');

export const useSetInternshipActive = () =>
  useAdminMutation(
    ({ id, isActive }: { id: string; isActive: boolean }) => api.patch<Internship>(`${INTERNSHIPS_PATH}/${encodeURIComponent(id)}`, { isActive }),
    (saved) => (saved.isActive ? 'Internship activated' : 'Internship deactivated'),
  );
