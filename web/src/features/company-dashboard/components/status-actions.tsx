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
import { m } from '@/paraglide/messages.js';

// Made while rendering: the labels are the page's language.
const actions = (): { status: CompanyDecision; label: string; icon: ComponentType<IconProps>; className: string }[] => [
  { status: 'reviewed', label: m.company_mark_reviewed(), icon: EyeIcon, className: buttonClass('secondary', 'sm') },
  { status: 'accepted', label: m.company_accept(), icon: CheckIcon, className: buttonClass('primary', 'sm') },
  { status: 'rejected', label: m.company_reject(), icon: CrossIcon, className: buttonClass('secondary', 'sm', 'border-red-300 text-red-700 hover:bg-red-50') },
];

type Confirmed = Exclude<CompanyDecision, 'reviewed'>;

const confirmations = (name: string, internshipTitle: string): Record<Confirmed, Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>> => ({
  accepted: {
    title: m.company_accept_title({ name }),
    description: m.company_accept_text({ name, title: internshipTitle }),
    confirmLabel: m.company_accept_confirm(),
    note: { label: m.company_note_label(), maxLength: NOTE_MAX, hint: m.company_note_hint() },
  },
  rejected: {
    title: m.company_reject_title({ name }),
    description: m.company_reject_text({ name, title: internshipTitle }),
    confirmLabel: m.company_reject_confirm(),
    tone: 'danger',
    note: { label: m.company_note_label(), maxLength: NOTE_MAX, hint: m.company_note_hint() },
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
  const allowed = actions().filter((a) => canSetApplicationStatus(status, a.status, 'company'));
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
    <div ref={group} role="group" aria-label={m.company_answer_applicant({ name: applicantName })} className="flex flex-wrap gap-2">
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
