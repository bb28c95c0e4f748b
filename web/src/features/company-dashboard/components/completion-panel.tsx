// Completing the internship, on the company's side of an accepted application: the form ('Mark the internship complete'),
// then its state — waiting for the student to confirm (with 'Correct the details'), or completed with the certificate's
// link. Loaded on first use (see lazy-completion-panel.tsx).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@domain/applications/types';
import { completionQueryOptions } from '@/api/completion';
import { CertificateLinks } from '@/components/completion/certificate-links';
import { CompletionFacts } from '@/components/completion/completion-facts';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon, HourglassIcon, PencilIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from './format';
import { CompletionForm } from './completion-form';
import { m } from '@/paraglide/messages.js';

export interface CompletionPanelProps {
  applicationId: string;
  status: ApplicationStatus;
  studentName: string;
}

export function CompletionPanel({ applicationId, status, studentName }: CompletionPanelProps) {
  const headingId = useId();
  const completion = useQuery(completionQueryOptions(applicationId));
  const [correcting, setCorrecting] = useState(false);
  const view = completion.data ?? null;

  return (
    <section aria-labelledby={headingId} data-testid="completion-panel" className="mt-3 rounded-xl bg-slate-50 p-3 sm:p-4">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {m.company_completing()}
      </h3>
      <div className="mt-3 space-y-3">
        {completion.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> {m.company_loading()}
          </p>
        ) : completion.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {m.company_completion_failed({ message: completion.error.message })}
          </p>
        ) : !view ? (
          status === 'accepted' ? (
            <CompletionForm applicationId={applicationId} studentName={studentName} initial={null} onDone={() => undefined} />
          ) : (
            <p className="text-sm text-slate-700">{m.company_completion_not_yet()}</p>
          )
        ) : view.certificate || view.confirmedAt ? (
          <div data-testid="completion-state" data-state="completed" className="space-y-3 rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
            <p className="flex items-start gap-2 text-sm font-medium text-green-800">
              <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
              {view.confirmedAt ? m.company_completed_on({ name: studentName, date: formatDay(view.confirmedAt) ?? '' }) : m.company_completed({ name: studentName })}
            </p>
            <CompletionFacts facts={view} />
            {view.certificate ? <CertificateLinks certificateId={view.certificate.id} pageLabel={m.company_view_certificate()} withPdf={false} /> : null}
          </div>
        ) : correcting ? (
          <CompletionForm applicationId={applicationId} studentName={studentName} initial={view} onDone={() => setCorrecting(false)} onCancel={() => setCorrecting(false)} />
        ) : (
          <div data-testid="completion-state" data-state="waiting" className="space-y-3 rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
            <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
              <HourglassIcon className="mt-0.5 size-4 shrink-0" />
              {m.company_waiting_confirm({ name: studentName })}
            </p>
            <CompletionFacts facts={view} />
            {status === 'accepted' ? (
              <button type="button" onClick={() => setCorrecting(true)} className={buttonClass('secondary', 'sm')}>
                <PencilIcon className="size-4" />
                {m.company_correct_details()}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}

export default CompletionPanel;
