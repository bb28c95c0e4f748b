// /reset-password?token=…: the new password twice (the sign-up rule), the server's messages shown; then a link to sign in.
import { m } from '@/paraglide/messages.js';
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { PASSWORD_MIN_LENGTH } from '@domain/users/constants';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '@/i18n/locale';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { useConfirmPasswordReset } from '../api';
import { PART, around } from '@/i18n/message-parts';

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
  const [incompleteBefore, incompleteAfter] = around(m.reset_link_incomplete({ link: PART }));
  const fieldError = confirm.error instanceof ApiError ? confirm.error.fieldErrors.newPassword : undefined;
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{m.reset_choose_title()}</h1>
        {confirm.isSuccess ? (
          <div role="status" data-testid="reset-done" className="mt-6 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
            <p>{confirm.data.message} {m.reset_signed_out_everywhere()}</p>
            <p className="mt-3">
              <Link to="/auth" search={{ tab: 'login' }} className={linkClass}>
                {m.reset_sign_in()}
              </Link>
            </p>
          </div>
        ) : !token ? (
          <p role="alert" className="mt-6 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {incompleteBefore}
            <Link to="/reset-password" className={linkClass}>
              {m.reset_ask_new_one()}
            </Link>
            {incompleteAfter}
          </p>
        ) : (
          <>
            <p className="mt-1 mb-6 text-sm text-slate-600">{m.reset_choose_intro()}</p>
            <form method="post" noValidate onSubmit={submit} className="space-y-4">
              <TextField
                id="reset-new-password"
                name="newPassword"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
                error={fieldError}
                type="password"
                label={m.reset_new_password()}
                autoComplete="new-password"
                hint={m.reset_password_hint({ count: formatCount(PASSWORD_MIN_LENGTH) })}
              />
              <TextField
                id="reset-confirm-password"
                name="confirmNewPassword"
                value={again}
                onChange={(e) => setAgain(e.target.value)}
                error={mismatch ? localizeDomainMessage("Passwords don't match") : undefined}
                type="password" label={m.reset_confirm_new_password()} autoComplete="new-password" />
              {confirm.error && !fieldError ? (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                  {confirm.error.message}{' '}
                  <Link to="/reset-password" className={linkClass}>
                    {m.reset_ask_new_link()}
                  </Link>
                </p>
              ) : null}
              <button type="submit" disabled={confirm.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
                {confirm.isPending ? <Spinner className="size-4 text-white!" /> : null}
                {m.reset_save_password()}
              </button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
