// The Remote / On-site / Hybrid badge, one colour per work type.
import type { WorkType } from '@domain/internships/constants';
import { workTypeLabel } from './format';

const tones: Record<WorkType, string> = {
  remote: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  onsite: 'bg-amber-50 text-amber-800 ring-amber-200',
  hybrid: 'bg-sky-50 text-sky-700 ring-sky-200',
};

export function WorkTypeBadge({ type }: { type: WorkType }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[type] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}>
      {workTypeLabel(type)}
    </span>
  );
}
