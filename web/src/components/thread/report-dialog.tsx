// Reporting a message of the other side to the admins: a reason (radio group, its error under it) and optional details;
// the server's refusal (e.g. 'You have already reported this message') shows in an alert inside the dialog, which stays open.
import { useId, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '@domain/shared/report-reasons';
import { CHOOSE_A_REASON, DETAILS_TOO_LONG } from '@domain/threads/schemas';
import type { ThreadMessage } from '@domain/threads/types';
import { useReportMessage } from '@/api/threads';
import { buttonClass } from '@/components/ui/button-styles';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { controlClass } from '@/components/ui/field-shell';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { REPORT_REASON_LABELS } from './thread-format';

const DETAILS_MAX = 1000;

interface ReportDialogProps {
  /** The message being reported; null: the dialog is closed. */
  message: ThreadMessage | null;
  onClose: () => void;
  onReported: (messageId: string) => void;
}

export function ReportDialog({ message, onClose, onReported }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportMessage();
  const close = () => {
    setReason(null);
    setDetails('');
    setReasonError(undefined);
    setProblem(null);
    onClose();
  };
  const submit = () => {
    if (!message) return;
    if (!reason) return setReasonError(CHOOSE_A_REASON);
    if (details.length > DETAILS_MAX) return setProblem(DETAILS_TOO_LONG);
    setProblem(null);
    report.mutate(
      { messageId: message.id, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thank you. Our team will look at this message.' });
          onReported(message.id);
          close();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => !open && !report.isPending && close()}
      title="Report this message"
      description={message ? `From ${message.from.name}. Our team will read the message and your report.` : undefined}
      testId="report-dialog"
      footer={
        <>
          <button type="button" className={buttonClass('secondary', 'md')} onClick={close} disabled={report.isPending}>
            Cancel
          </button>
          <button type="button" className={buttonClass('danger', 'md')} onClick={submit} disabled={report.isPending} aria-busy={report.isPending || undefined}>
            {report.isPending ? 'Sending…' : 'Send report'}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <ChoiceGroup id={`${id}-reason`} legend="Why are you reporting it?" legendStyle="field" layout="grid gap-2" error={reasonError}>
          {REPORT_REASONS.map((r) => (
            <Choice
              key={r}
              type="radio"
              name={`${id}-reason`}
              value={r}
              variant="card"
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setReasonError(undefined);
              }}
              label={REPORT_REASON_LABELS[r]}
            />
          ))}
        </ChoiceGroup>
        <div>
          <label htmlFor={`${id}-details`} className="mb-1.5 block text-sm font-medium text-slate-700">
            Details (optional)
          </label>
          <textarea
            id={`${id}-details`}
            name="details"
            value={details}
            rows={3}
            onChange={(e) => setDetails(e.target.value)}
            aria-describedby={`${id}-details-count`}
            className={`${controlClass} min-h-20 resize-y`}
          />
          <p id={`${id}-details-count`} className="mt-1.5 text-right text-xs text-slate-600 tabular-nums">
            {details.length.toLocaleString('en-US')} / {DETAILS_MAX.toLocaleString('en-US')}
          </p>
        </div>
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
