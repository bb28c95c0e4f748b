// The thread panel without its code in the pages that show it closed: it loads when a 'Messages' toggle first opens one.
import { deferredComponent } from '@/lib/deferred-component';
import { Spinner } from '@/components/ui/spinner';
import type { ThreadPanelProps } from './thread-panel';
import { m } from '@/paraglide/messages.js';

const panel = deferredComponent<ThreadPanelProps>(() => import('./thread-panel'));

export function LazyThreadPanel(props: ThreadPanelProps) {
  return (
    <panel.Component
      {...props}
      fallback={
        <p role="status" className="mt-3 flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600 sm:p-4">
          <Spinner className="size-4" /> {m.thread_loading()}
        </p>
      }
    />
  );
}
