// The admins' moderation queue (DESIGN.md §4.1, §4.2): GET /api/admin/reports?status=open, each reported message with its
// words, each reported internship or company with its name; and a backend admin's decision of one (PATCH /api/admin/reports/:id).
import { m } from '@/paraglide/messages.js';
import { queryOptions } from '@tanstack/react-query';
import type { AdminReport } from '@domain/moderation/types';
import type { ReportDecision } from '@domain/moderation/events';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { useAdminMutation } from './admin-mutation';

export const openReportsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.openReports(), queryFn: () => api.get<AdminReport[]>('/api/admin/reports?status=open'), staleTime: 0 });

export interface ReportDecisionInput {
  id: string;
  decision: ReportDecision;
  note: string;
}

const DECIDED: Record<ReportDecision, () => string> = {
  dismiss: m.admin_toast_report_dismissed,
  'remove-listing': m.admin_toast_internship_removed,
  'suspend-company': m.admin_toast_company_suspended,
};

/** A backend admin decides a report of an internship or a company (PATCH /api/admin/reports/:id), with the note the company is told. */
export const useDecideReport = () =>
  useAdminMutation(
    ({ id, decision, note }: ReportDecisionInput) => api.patch<AdminReport>(`/api/admin/reports/${encodeURIComponent(id)}`, { decision, note }),
    (_output, input) => DECIDED[input.decision](),
  );
