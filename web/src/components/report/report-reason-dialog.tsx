// The dialog of every report to the admins (a thread's message, an internship, a company): a reason (a labelled radio group,
// its error under it) and optional details; the server's refusal (e.g. 'You have already reported this …') shows in an
// alert inside the dialog, which stays open. What is reported and how it is sent are the caller's.
import { useId, useState, type ReactNode } from 'react';
import { REPORT_REASONS, type ReportReason } from '@domain/shared/report-reasons';
import { buttonClass } from '@/components/ui/button-styles';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { controlClass } from '@/components/ui/field-shell';
import { Modal } from '@/components/ui/modal';
import { REPORT_REASON_LABELS } from '@/components/thread/thread-format';
import { m } from '@/paraglide/messages.js';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { intlLocale } from '@/i18n/locale';

const DETAILS_MAX = 1000;

export interface ReportReasonDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  testId: string;
  detailsLabel: string;
  /** The messages of a missing reason and of details that are too long (the server's English, from domain/: shown in the
   *  page's language). */
  messages: { chooseReason: string; detailsTooLong: string };
  pending: boolean;
  /** Sends the report: resolves once it is sent (the dialog then closes), rejects with the server's refusal. */
  send: (report: { reason: ReportReason; details: string | undefined }) => Promise<unknown>;
  onClose: () => void;
}

export function ReportReasonDialog({ open, title, description, testId, detailsLabel, messages, pending, send, onClose }: ReportReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReason(null);
    setDetails('');
    setReasonError(undefined);
    setProblem(null);
    onClose();
  };
  const count = new Intl.NumberFormat(intlLocale());
  const submit = () => {
    if (!reason) return setReasonError(localizeDomainMessage(messages.chooseReason));
    if (details.length > DETAILS_MAX) return setProblem(localizeDomainMessage(messages.detailsTooLong));
    setProblem(null);
    send({ reason, details: details.trim() || undefined }).then(close, (error: Error) => setProblem(error.message));
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && close()}
      title={title}
      description={description}
      testId={testId}
      footer={
        <>
          <button type="button" className={buttonClass('secondary', 'md')} onClick={close} disabled={pending}>
            {m.ui_cancel()}
          </button>
          <button type="button" className={buttonClass('danger', 'md')} onClick={submit} disabled={pending} aria-busy={pending || undefined}>
            {pending ? m.report_sending() : m.report_send()}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <ChoiceGroup id={`${id}-reason`} legend={m.report_why()} legendStyle="field" layout="grid gap-2" error={reasonError}>
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
            {detailsLabel}
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
          <p id={`${id}-details-count`} className="mt-1.5 text-end text-xs text-slate-600 tabular-nums">
            {count.format(details.length)} / {count.format(DETAILS_MAX)}
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
