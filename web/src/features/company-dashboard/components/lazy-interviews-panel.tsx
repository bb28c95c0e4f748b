// The applicant's interviews panel without its code in the applicants page: it loads when an 'Interviews' toggle first opens one.
import { deferredComponent } from '@/lib/deferred-component';
import { Spinner } from '@/components/ui/spinner';
import type { InterviewsPanelProps } from './interviews-panel';
import { m } from '@/paraglide/messages.js';

const panel = deferredComponent<InterviewsPanelProps>(() => import('./interviews-panel'));

export function LazyInterviewsPanel(props: InterviewsPanelProps) {
  return (
    <panel.Component
      {...props}
      fallback={
        <p role="status" className="mt-3 flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 sm:p-4">
          <Spinner className="size-4" /> {m.company_loading_interviews()}
        </p>
      }
    />
  );
}
