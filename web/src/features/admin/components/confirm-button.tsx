// A row button that asks first (the shared confirmation dialog): 'Delete …?' with Cancel and the confirming action.
import { useState } from 'react';
import { ConfirmDialog, type ConfirmNote } from '@/components/ui/confirm-dialog';
import { ActionButton, type ActionIcon } from './action-button';

interface ConfirmButtonProps {
  icon?: ActionIcon;
  label: string;
  subject: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** 'success' for approving; red otherwise. */
  tone?: 'danger' | 'success';
  /** An optional note to send with it. */
  note?: ConfirmNote;
  /** Runs the action (with the note, '' without one); the dialog closes when it succeeds and stays open (the error
   *  toasts) when it fails. */
  onConfirm: (note: string) => Promise<unknown>;
  disabled?: boolean;
  disabledReason?: string;
}

export function ConfirmButton({ icon = 'delete', label, subject, title, description, confirmLabel, tone = 'danger', note, onConfirm, disabled, disabledReason }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton icon={icon} label={label} subject={subject} tone={tone} disabled={disabled} title={disabled ? disabledReason : undefined} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        tone={tone === 'danger' ? 'danger' : 'default'}
        note={note}
        onConfirm={onConfirm}
      />
    </>
  );
}
