// Whether an internship takes applications: Open (green) or Closed (grey).
import { m } from '@/paraglide/messages.js';
export function OpenBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      data-testid="internship-state"
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        isActive ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${isActive ? 'bg-green-600' : 'bg-slate-500'}`} />
      {isActive ? m.company_open() : m.company_closed()}
    </span>
  );
}
