// Reporting an internship or its company to the admins (DESIGN.md §4.2): POST /api/internships/:id/reports and
// POST /api/users/:companyId/reports (students; once per target, 409 after). A report may hide the internship at once, so
// the public reads are refreshed after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FiledReport } from '@domain/moderation/types';
import type { ReportReason } from '@domain/shared/report-reasons';
import { api } from '@/lib/api-client';
import { internshipKeys } from '@/api/internships';

export type ReportTargetKind = 'internship' | 'company';

export interface ReportInput {
  kind: ReportTargetKind;
  id: string;
  reason: ReportReason;
  details?: string;
}

export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, reason, details }: ReportInput) => {
      const body = details ? { reason, details } : { reason };
      return kind === 'internship'
        ? api.post<FiledReport>(`/api/internships/${encodeURIComponent(id)}/reports`, body)
        : api.post<FiledReport>(`/api/users/${encodeURIComponent(id)}/reports`, body);
    },
    // Not refetched at once (the page stays as it is while the reporter reads the confirmation); marked stale for the next visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internshipKeys.all, refetchType: 'none' }),
  });
}
