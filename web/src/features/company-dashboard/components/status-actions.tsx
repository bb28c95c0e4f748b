// One-click answers to an applicant: Mark Reviewed, Accept, Reject — those the application machine allows the company now.
import { canSetApplicationStatus } from '@domain/applications/application-machine';
import type { ApplicationStatus } from '@domain/applications/types';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckIcon, CrossIcon, EyeIcon, type IconProps } from '@/components/ui/icons';
import { useSetApplicationStatus, type CompanyDecision } from '../api/set-application-status';
import type { ComponentType } from 'react';

const actions: { status: CompanyDecision; label: string; icon: ComponentType<IconProps>; className: string }[] = [
  { status: 'reviewed', label: 'Mark Reviewed', icon: EyeIcon, className: buttonClass('secondary', 'sm') },
  { status: 'accepted', label: 'Accept', icon: CheckIcon, className: buttonClass('primary', 'sm') },
  { status: 'rejected', label: 'Reject', icon: CrossIcon, className: buttonClass('secondary', 'sm', 'border-red-300 text-red-700 hover:bg-red-50') },
];

export function StatusActions({ applicationId, status, applicantName }: { applicationId: string; status: ApplicationStatus; applicantName: string }) {
  const setStatus = useSetApplicationStatus();
  return (
    <div role="group" aria-label={`Answer ${applicantName}`} className="flex flex-wrap gap-2">
      {actions
        .filter((a) => canSetApplicationStatus(status, a.status, 'company'))
        .map((a) => (
          <button
            key={a.status}
            type="button"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ applicationId, status: a.status })}
            className={a.className}
          >
            <a.icon className="size-4" />
            {a.label}
          </button>
        ))}
    </div>
  );
}
