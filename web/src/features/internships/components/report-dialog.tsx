// Reporting an internship or its company to the admins (DESIGN.md §4.2): a reason (a labelled radio group, its error under
// it) and optional details; the server's refusal (e.g. 'You have already reported this internship') shows in an alert
// inside the dialog, which stays open. Internships here never ask for money: the dialog says so.
import { m } from '@/paraglide/messages.js';
import { CHOOSE_A_REPORT_REASON, REPORT_DETAILS_TOO_LONG } from '@domain/moderation/schemas';
import { ReportReasonDialog } from '@/components/report/report-reason-dialog';
import { toast } from '@/lib/toast';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { useFileReport, type ReportTargetKind } from '../api/file-report';

export interface ReportTarget {
  kind: ReportTargetKind;
  id: string;
  /** The internship's title or the company's name. */
  name: string;
}

interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}

export function ReportDialog({ target, open, onClose, onReported }: ReportDialogProps) {
  const report = useFileReport();
  const isInternship = target.kind === 'internship';
  return (
    <ReportReasonDialog
      open={open}
      title={isInternship ? m.detail_report_internship() : m.detail_report_this_company()}
      description={m.detail_report_description({ name: target.name })}
      testId="report-target-dialog"
      detailsLabel={m.detail_report_details_label()}
      messages={{ chooseReason: localizeDomainMessage(CHOOSE_A_REPORT_REASON), detailsTooLong: localizeDomainMessage(REPORT_DETAILS_TOO_LONG) }}
      pending={report.isPending}
      send={async ({ reason, details }) => {
        await report.mutateAsync({ kind: target.kind, id: target.id, reason, details });
        toast({ title: m.detail_report_sent(), description: isInternship ? m.detail_report_sent_internship() : m.detail_report_sent_company() });
        onReported();
      }}
      onClose={onClose}
    />
  );
}
