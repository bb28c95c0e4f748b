// Company requests for the admins: the list (not paged) and a backend admin's approval or rejection (check / cross).
import { m } from '@/paraglide/messages.js';
import { queryOptions } from '@tanstack/react-query';
import type { AdminCompanyRequest, CompanyRequest } from '@domain/companies/types';
import { DEFAULT_ADMIN_NOTES } from '@domain/companies/constants';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './admin-mutation';

export const companyRequestsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.companyRequests(), queryFn: () => api.get<AdminCompanyRequest[]>('/api/admin/company-requests') });

export type Decision = 'approved' | 'rejected';

/** SPEC §4: an approval's note is 'Approved by admin' unless the admin wrote one; a rejection's is the admin's, required
 *  (DESIGN.md §4.2; the company sees it on /company-status); the reviewer is taken from the session by the server. */
export const useDecideCompanyRequest = () =>
  useAdminMutation(
    ({ id, status, note }: { id: string; status: Decision; note?: string }) =>
      api.patch<CompanyRequest>(`/api/admin/company-requests/${encodeURIComponent(id)}`, { status, adminNotes: status === 'approved' ? note || DEFAULT_ADMIN_NOTES.approved : note }),
    () => m.admin_toast_request_updated(),
  );
