// Loading spinners: an inline one and a full-area one used while the session loads.
import { SpinnerIcon } from './icons';
import { m } from '@/paraglide/messages.js';

export function Spinner({ className = 'size-8' }: { className?: string }) {
  return <SpinnerIcon className={`animate-spin text-indigo-600 ${className}`} />;
}

export function PageSpinner({ label = m.ui_loading() }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500">
      <Spinner className="size-10" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
