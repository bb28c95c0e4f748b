// The interviews of one applicant on the company's side: those proposed so far (status, times, 'Add to calendar' once
// scheduled) and the form to propose times while the application is reviewed or accepted — open at once when nothing is
// waiting or scheduled, else behind 'Propose other times'. Loaded on first use (see lazy-interviews-panel.tsx).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@domain/applications/types';
import { timeZoneOf } from '@domain/interviews/time-zones';
import { INTERVIEW_STATUSES } from '@domain/interviews/types';
import { interviewsQueryOptions } from '@/api/interviews';
import { InterviewList } from '@/components/interviews/interview-list';
import { viewerTimeZone } from '@/components/interviews/interview-time';
import { buttonClass } from '@/components/ui/button-styles';
import { PlusIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ProposeInterviewForm } from './propose-interview-form';
import { m } from '@/paraglide/messages.js';

/** Why no times can be proposed, in the company's words. */
const closedWords = (status: ApplicationStatus): string =>
  ({
    rejected: m.company_interviews_closed_rejected(),
    withdrawn: m.company_interviews_closed_withdrawn(),
    completed: m.company_interviews_closed_completed(),
  } as Partial<Record<ApplicationStatus, string>>)[status] ?? m.company_interviews_closed_pending();

export interface InterviewsPanelProps {
  applicationId: string;
  status: ApplicationStatus;
  studentName: string;
  /** The internship's location: its time zone is the proposal form's clock (until an interview names it). */
  internshipLocation: string | null;
}

export function InterviewsPanel({ applicationId, status, studentName, internshipLocation }: InterviewsPanelProps) {
  const headingId = useId();
  const interviews = useQuery(interviewsQueryOptions(applicationId));
  const [formWanted, setFormWanted] = useState<boolean | null>(null);
  const viewerZone = viewerTimeZone();
  const list = interviews.data ?? [];
  const placeZone = list[0]?.timeZone ?? timeZoneOf(internshipLocation);
  const canPropose = INTERVIEW_STATUSES.includes(status);
  const busy = list.some((i) => i.status === 'proposed' || i.status === 'scheduled');
  const formOpen = canPropose && interviews.isSuccess && (formWanted ?? !busy);

  return (
    <section aria-labelledby={headingId} data-testid="interviews-panel" className="mt-3 rounded-xl bg-slate-50 p-3 sm:p-4">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {m.company_interviews()}
      </h3>
      {interviews.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {m.company_loading_interviews()}
        </p>
      ) : interviews.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {m.company_interviews_failed({ message: interviews.error.message })}
        </p>
      ) : (
        <div className="mt-3 space-y-3">
          {list.length === 0 && !formOpen ? <p className="text-sm text-slate-700">{m.company_no_interview()}</p> : null}
          <InterviewList interviews={list} view={{ viewerZone }} />
          {!canPropose ? (
            <p data-testid="interviews-closed" className="rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-700">
              {closedWords(status)}
            </p>
          ) : formOpen ? (
            <ProposeInterviewForm
              applicationId={applicationId}
              studentName={studentName}
              placeZone={placeZone}
              viewerZone={viewerZone}
              onDone={() => setFormWanted(false)}
              onCancel={list.length > 0 ? () => setFormWanted(false) : undefined}
            />
          ) : (
            <button type="button" onClick={() => setFormWanted(true)} className={buttonClass('secondary', 'sm')}>
              <PlusIcon className="size-4" />
              {list.length > 0 ? m.company_propose_other() : m.company_propose_times()}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

export default InterviewsPanel;
