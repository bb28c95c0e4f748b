// What happens after the match, on the student's application row: the interviews the company proposed (pick a time and
// accept, or decline; once scheduled, the time and 'Add to calendar') while the application is reviewed or accepted, and
// the completion the company proposed (confirm it) or, once completed, 'Your certificate'. Nothing shows while there is
// nothing of either. Loaded on first use (see lazy-application-progress.tsx).
import { useId } from 'react';
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@domain/applications/types';
import { completionQueryOptions } from '@/api/completion';
import { interviewsQueryOptions } from '@/api/interviews';
import { CertificateLinks } from '@/components/completion/certificate-links';
import { CompletionFacts } from '@/components/completion/completion-facts';
import { InterviewList } from '@/components/interviews/interview-list';
import { viewerTimeZone } from '@/components/interviews/interview-time';
import { TrophyIcon } from '@/components/ui/icons';
import { formatDay } from './dashboard-format';
import { CompletionConfirmForm } from './completion-confirm-form';
import { InterviewAnswer } from './interview-answer';

export interface ApplicationProgressProps {
  applicationId: string;
  status: ApplicationStatus;
}

const sectionClass = 'mt-3 rounded-xl bg-slate-50 p-3 sm:p-4';
const headingClass = 'text-xs font-semibold tracking-wide text-slate-600 uppercase focus:outline-none';

function StudentInterviews({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const interviews = useQuery(interviewsQueryOptions(applicationId));
  if (interviews.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {m.student_interviews_failed({ error: interviews.error.message })}
      </p>
    );
  if (!interviews.data || interviews.data.length === 0) return null;
  const view = { viewerZone: viewerTimeZone() };
  return (
    <section aria-labelledby={headingId} data-testid="student-interviews" className={sectionClass}>
      <h3 id={headingId} tabIndex={-1} className={headingClass}>
        {m.student_interviews()}
      </h3>
      <div className="mt-3">
        <InterviewList
          interviews={interviews.data}
          view={view}
          answer={(interview) => <InterviewAnswer applicationId={applicationId} interview={interview} view={view} focusAfterId={headingId} />}
        />
      </div>
    </section>
  );
}

function StudentCompletion({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const completion = useQuery(completionQueryOptions(applicationId));
  if (completion.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {m.student_completion_failed({ error: completion.error.message })}
      </p>
    );
  const view = completion.data;
  if (!view) return null;
  if (view.certificate)
    return (
      <section aria-labelledby={headingId} data-testid="your-certificate" className="mt-3 rounded-xl border border-green-200 bg-green-50 p-3 sm:p-4">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-green-900">
          <TrophyIcon className="size-4" />
          {m.student_your_certificate()}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {view.confirmedAt ? m.student_certificate_text_confirmed({ date: formatDay(view.confirmedAt) }) : m.student_certificate_text()}
        </p>
        <div className="mt-2">
          <CertificateLinks certificateId={view.certificate.id} pageLabel={m.student_view_certificate()} />
        </div>
      </section>
    );
  return (
    <section aria-labelledby={headingId} data-testid="student-completion" className={sectionClass}>
      <h3 id={headingId} className={headingClass}>
        {m.student_completing()}
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        {m.student_completing_text()}
      </p>
      <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
        <CompletionFacts facts={view} />
      </div>
      <div className="mt-4">
        <CompletionConfirmForm applicationId={applicationId} />
      </div>
    </section>
  );
}

export function ApplicationProgress({ applicationId, status }: ApplicationProgressProps) {
  return (
    <>
      {status === 'reviewed' || status === 'accepted' ? <StudentInterviews applicationId={applicationId} /> : null}
      {status === 'accepted' || status === 'completed' ? <StudentCompletion applicationId={applicationId} /> : null}
    </>
  );
}

export default ApplicationProgress;
