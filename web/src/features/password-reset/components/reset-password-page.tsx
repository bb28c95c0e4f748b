// /reset-password?token=…: the new password twice (the sign-up rule), the server's messages shown; then a link to sign in.
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useConfirmPasswordReset } from '../api';

const linkClass = 'font-semibold text-indigo-700 underline-offset-2 hover:underline';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const confirm = useConfirmPasswordReset();
  const [newPassword, setNewPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  // The password rule is the server's (sign-up's): its message shows under the field; the page checks the two match.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.reset();
    setMismatch(newPassword !== again);
    if (newPassword === again) confirm.mutate({ token: token ?? '', newPassword });
  };
  const fieldError = confirm.error instanceof ApiError ? confirm.error.fieldErrors.newPassword : undefined;
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
        {confirm.isSuccess ? (
          <div role="status" data-testid="reset-done" className="mt-6 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
            <p>{confirm.data.message} You were signed out on every device.</p>
            <p className="mt-3">
              <Link to="/auth" search={{ tab: 'login' }} className={linkClass}>
                Sign in
              </Link>
            </p>
          </div>
        ) : !token ? (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            This link is incomplete. Open it again from the e-mail, or{' '}
            <Link to="/reset-password" className={linkClass}>
              ask for a new one
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="mt-1 mb-6 text-sm text-slate-600">Choosing a new password signs you out on every device.</p>
            <form method="post" noValidate onSubmit={submit} className="space-y-4">
              <TextField
                id="reset-new-password"
                name="newPassword"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
                error={fieldError}
                type="password"
                label="New Password"
                autoComplete="new-password"
                hint="At least 6 characters."
              />
              <TextField
                id="reset-confirm-password"
                name="confirmNewPassword"
                value={again}
                onChange={(e) => setAgain(e.target.value)}
                error={mismatch ? "Passwords don't match" : undefined}
                type="password" label="Confirm New Password" autoComplete="new-password" />
              {confirm.error && !fieldError ? (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                  {confirm.error.message}{' '}
                  <Link to="/reset-password" className={linkClass}>
                    Ask for a new link
                  </Link>
                </p>
              ) : null}
              <button type="submit" disabled={confirm.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
                {confirm.isPending ? <Spinner className="size-4 text-white!" /> : null}
                Save New Password
              </button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
