// A button that asks first (Ark UI Dialog as an alertdialog): 'Delete …?' with Cancel and the confirming action.
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { ActionButton, type ActionIcon } from './action-button';

interface ConfirmButtonProps {
  icon?: ActionIcon;
  label: string;
  subject: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it succeeds and stays open (the error toasts) when it fails. */
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  disabledReason?: string;
}

export function ConfirmButton({ icon = 'delete', label, subject, title, description, confirmLabel, onConfirm, disabled, disabledReason }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The mutation has toasted the error.
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <ActionButton icon={icon} label={label} subject={subject} tone="danger" disabled={disabled} title={disabled ? disabledReason : undefined} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        role="alertdialog"
        title={title}
        description={description}
        testId="confirm-dialog"
        footer={
          <>
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </button>
            <button type="button" className={buttonClass('primary', 'md', 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-600')} onClick={() => void confirm()} disabled={pending}>
              {pending ? 'Working…' : confirmLabel}
            </button>
          </>
        }
      />
    </>
  );
}
