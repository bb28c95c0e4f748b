// The company's answers to an applicant: Mark Reviewed (one click), Accept and Reject (each confirmed in a dialog, with an
// optional note the student sees) — those the application machine allows the company now; none once withdrawn.
import { useRef, useState, type ComponentType } from 'react';
import { canSetApplicationStatus } from '@domain/applications/application-machine';
import { NOTE_MAX } from '@domain/applications/schemas';
import type { ApplicationStatus } from '@domain/applications/types';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { CheckIcon, CrossIcon, EyeIcon, type IconProps } from '@/components/ui/icons';
import { useSetApplicationStatus, type CompanyDecision } from '../api/set-application-status';

const actions: { status: CompanyDecision; label: string; icon: ComponentType<IconProps>; className: string }[] = [
  { status: 'reviewed', label: 'Mark Reviewed', icon: EyeIcon, className: buttonClass('secondary', 'sm') },
  { status: 'accepted', label: 'Accept', icon: CheckIcon, className: buttonClass('primary', 'sm') },
  { status: 'rejected', label: 'Reject', icon: CrossIcon, className: buttonClass('secondary', 'sm', 'border-red-300 text-red-700 hover:bg-red-50') },
];

type Confirmed = Exclude<CompanyDecision, 'reviewed'>;

const confirmations = (name: string, internshipTitle: string): Record<Confirmed, Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>> => ({
  accepted: {
    title: `Accept ${name}?`,
    description: `${name} will be told by e-mail that you accepted their application to ${internshipTitle}, with what happens next.`,
    confirmLabel: 'Accept Applicant',
    note: { label: 'Note to the student (optional)', maxLength: NOTE_MAX, hint: 'The student will see this note.' },
  },
  rejected: {
    title: `Reject ${name}?`,
    description: `${name}'s application to ${internshipTitle} will be marked as rejected.`,
    confirmLabel: 'Reject Applicant',
    tone: 'danger',
    note: { label: 'Note to the student (optional)', maxLength: NOTE_MAX, hint: 'The student will see this note.' },
  },
});

interface StatusActionsProps {
  applicationId: string;
  status: ApplicationStatus;
  applicantName: string;
  internshipTitle: string;
}

export function StatusActions({ applicationId, status, applicantName, internshipTitle }: StatusActionsProps) {
  const setStatus = useSetApplicationStatus();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [shown, setShown] = useState<Confirmed>('accepted');
  const group = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Back to the button that opened the dialog; once the decision has removed it, to the first answer still offered.
  const focusAfter = () => (opener.current?.isConnected ? opener.current : group.current?.querySelector('button') ?? null);
  if (status === 'withdrawn') return null;
  const allowed = actions.filter((a) => canSetApplicationStatus(status, a.status, 'company'));
  if (allowed.length === 0) return null;
  const ask = (decision: CompanyDecision, button: HTMLButtonElement) => {
    opener.current = button;
    if (decision === 'reviewed') setStatus.mutate({ applicationId, status: decision });
    else {
      setShown(decision);
      setConfirming(decision);
    }
  };
  return (
    <div ref={group} role="group" aria-label={`Answer ${applicantName}`} className="flex flex-wrap gap-2">
      {allowed.map((a) => (
        <button key={a.status} type="button" disabled={setStatus.isPending} onClick={(e) => ask(a.status, e.currentTarget)} className={a.className}>
          <a.icon className="size-4" />
          {a.label}
        </button>
      ))}
      <ConfirmDialog
        {...confirmations(applicantName, internshipTitle)[shown]}
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        finalFocusEl={focusAfter}
        onConfirm={(note) => setStatus.mutateAsync({ applicationId, status: shown, note })}
      />
    </div>
  );
}
