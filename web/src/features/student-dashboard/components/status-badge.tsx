// An application status badge: accepted gets the highlighted badge, every other status the secondary one (SPEC §4);
// completed (the internship done and confirmed) a green one; withdrawn (the student's own move) a paler outline.
import type { ApplicationStatus } from '@domain/applications/types';
import { statusLabel } from './dashboard-format';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const highlighted = status === 'accepted';
  const completed = status === 'completed';
  const withdrawn = status === 'withdrawn';
  return (
    <span
      data-testid="status-badge"
      data-variant={highlighted ? 'highlighted' : completed ? 'completed' : 'secondary'}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        highlighted
          ? 'bg-indigo-600 text-white'
          : completed
            ? 'bg-green-700 text-white'
            : withdrawn
              ? 'border border-dashed border-slate-400 bg-white text-slate-600'
              : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200'
      }`}
    >
      {statusLabel(status)}
    </span>
  );
}
