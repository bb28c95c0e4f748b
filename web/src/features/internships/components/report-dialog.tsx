// Reporting an internship or its company to the admins (DESIGN.md §4.2): a reason (a labelled radio group, its error under
// it) and optional details; the server's refusal (e.g. 'You have already reported this internship') shows in an alert
// inside the dialog, which stays open. Internships here never ask for money: the dialog says so.
import { CHOOSE_A_REPORT_REASON, REPORT_DETAILS_TOO_LONG } from '@domain/moderation/schemas';
import { ReportReasonDialog } from '@/components/report/report-reason-dialog';
import { toast } from '@/lib/toast';
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
  const what = target.kind === 'internship' ? 'internship' : 'company';
  return (
    <ReportReasonDialog
      open={open}
      title={`Report this ${what}`}
      description={`${target.name}. Internships on this platform never ask students for money. Our team reads every report; the company is not told who reported it.`}
      testId="report-target-dialog"
      detailsLabel="What happened? (optional)"
      messages={{ chooseReason: CHOOSE_A_REPORT_REASON, detailsTooLong: REPORT_DETAILS_TOO_LONG }}
      pending={report.isPending}
      send={async ({ reason, details }) => {
        await report.mutateAsync({ kind: target.kind, id: target.id, reason, details });
        toast({ title: 'Report sent', description: `Thank you. Our team will look at this ${target.kind}.` });
        onReported();
      }}
      onClose={onClose}
    />
  );
}
