// Reporting a message of the other side to the admins: the shared report dialog (a reason, optional details, the server's
// refusal inside it), sent as POST /api/messages/:id/report.
import { CHOOSE_A_REASON, DETAILS_TOO_LONG } from '@domain/threads/schemas';
import type { ThreadMessage } from '@domain/threads/types';
import { useReportMessage } from '@/api/threads';
import { ReportReasonDialog } from '@/components/report/report-reason-dialog';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

interface ReportDialogProps {
  /** The message being reported; null: the dialog is closed. */
  message: ThreadMessage | null;
  onClose: () => void;
  onReported: (messageId: string) => void;
}

export function ReportDialog({ message, onClose, onReported }: ReportDialogProps) {
  const report = useReportMessage();
  return (
    <ReportReasonDialog
      open={message !== null}
      title={m.thread_report_title()}
      description={message ? m.thread_report_description({ name: message.from.name }) : undefined}
      testId="report-dialog"
      detailsLabel={m.thread_details_optional()}
      messages={{ chooseReason: CHOOSE_A_REASON, detailsTooLong: DETAILS_TOO_LONG }}
      pending={report.isPending}
      send={async ({ reason, details }) => {
        if (!message) return;
        await report.mutateAsync({ messageId: message.id, reason, details });
        toast({ title: m.thread_report_sent(), description: m.thread_report_sent_text() });
        onReported(message.id);
      }}
      onClose={onClose}
    />
  );
}
