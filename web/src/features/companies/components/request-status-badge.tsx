// A company request's status badge with its icon, in SPEC §4's colours: pending yellow, approved green, rejected red, else grey.
import type { ComponentType } from 'react';
import { CheckIcon, ClockIcon, CrossIcon, HelpIcon, type IconProps } from '@/components/ui/icons';
import { requestStatusLabel } from './company-labels';

const looks: Record<string, { tone: string; icon: ComponentType<IconProps> }> = {
  pending: { tone: 'bg-yellow-100 text-yellow-900 ring-yellow-300', icon: ClockIcon },
  approved: { tone: 'bg-green-100 text-green-800 ring-green-300', icon: CheckIcon },
  rejected: { tone: 'bg-red-100 text-red-800 ring-red-300', icon: CrossIcon },
};

export function RequestStatusBadge({ status }: { status: string }) {
  const look = looks[status] ?? { tone: 'bg-slate-100 text-slate-700 ring-slate-300', icon: HelpIcon };
  return (
    <span data-testid="request-status" data-status={status} className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${look.tone}`}>
      <look.icon className="size-4" />
      {requestStatusLabel(status)}
    </span>
  );
}
