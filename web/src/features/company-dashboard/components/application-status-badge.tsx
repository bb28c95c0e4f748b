// An application's status as the company sees it: pending amber, reviewed blue, accepted green, rejected red,
// withdrawn (by the student) grey, completed (confirmed by both sides) violet.
import type { ApplicationStatus } from '@domain/applications/types';
import { formatDay } from './format';
import { statusLabel } from './labels';
import { m } from '@/paraglide/messages.js';

const tones: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  reviewed: 'bg-sky-50 text-sky-800 ring-sky-200',
  accepted: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-violet-50 text-violet-800 ring-violet-200',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span data-testid="application-status" data-status={status} className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[status]}`}>
      {statusLabel(status)}
    </span>
  );
}

/** The top-right corner of an applicant's card: the status, and the day the student applied. */
export function StatusAndAppliedDay({ status, appliedAt }: { status: ApplicationStatus; appliedAt: string }) {
  return (
    <div className="flex flex-col items-end gap-1">
      <ApplicationStatusBadge status={status} />
      <span className="text-xs text-slate-600">{m.company_applied_on({ date: formatDay(appliedAt) ?? '' })}</span>
    </div>
  );
}
