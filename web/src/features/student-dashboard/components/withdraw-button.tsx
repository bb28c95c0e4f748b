// 'Withdraw' on a pending or reviewed application: asks first (the shared ConfirmDialog, an alertdialog), then withdraws;
// the dialog stays open with the error toasted when it fails. Afterwards the button is gone (the application is
// withdrawn), so the focus moves to `focusAfterId` (the row's history toggle) rather than being lost.
import { useState } from 'react';
import { m } from '@/paraglide/messages.js';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWithdrawApplication } from '../api/withdraw-application';

interface WithdrawButtonProps {
  applicationId: string;
  title: string;
  focusAfterId: string;
}

export function WithdrawButton({ applicationId, title, focusAfterId }: WithdrawButtonProps) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  const confirm = async () => {
    await withdraw.mutateAsync(applicationId);
    requestAnimationFrame(() => document.getElementById(focusAfterId)?.focus());
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={m.student_withdraw_label({ title })} className={buttonClass('secondary', 'sm', 'text-red-700 hover:bg-red-50')}>
        {m.student_withdraw()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.student_withdraw_title()}
        description={m.student_withdraw_text({ title })}
        confirmLabel={m.student_withdraw_confirm()}
        tone="danger"
        onConfirm={confirm}
        testId="withdraw-dialog"
        finalFocusEl={() => document.getElementById(focusAfterId)}
      />
    </>
  );
}
