// The applicant's completion panel without its code in the applicants page: it loads when its toggle first opens it.
import { deferredComponent } from '@/lib/deferred-component';
import { Spinner } from '@/components/ui/spinner';
import type { CompletionPanelProps } from './completion-panel';
import { m } from '@/paraglide/messages.js';

const panel = deferredComponent<CompletionPanelProps>(() => import('./completion-panel'));

export function LazyCompletionPanel(props: CompletionPanelProps) {
  return (
    <panel.Component
      {...props}
      fallback={
        <p role="status" className="mt-3 flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 sm:p-4">
          <Spinner className="size-4" /> {m.company_loading()}
        </p>
      }
    />
  );
}
