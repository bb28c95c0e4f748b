// /reset-password without a token (the 'Forgot password?' page): one labelled e-mail field; the answer is the server's neutral sentence whatever the address.
import { m } from '@/paraglide/messages.js';
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { useRequestPasswordReset } from '../api';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  // The server checks the address (its message shows under the field); the page only asks for one.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.reset();
    setMissing(!email.trim());
    if (email.trim()) request.mutate(email);
  };
  const fieldError = missing ? localizeDomainMessage('Valid email is required') : request.error instanceof ApiError ? request.error.fieldErrors.email : undefined;
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{m.reset_forgot_title()}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{m.reset_forgot_intro()}</p>
        {request.isSuccess ? (
          <p role="status" data-testid="reset-requested" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
            {request.data.message}
          </p>
        ) : (
          <form method="post" noValidate onSubmit={submit} className="space-y-4">
            <TextField id="forgot-email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} type="email" label={m.reset_email()} autoComplete="email" placeholder="you@example.com" />
            {request.error && !fieldError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {request.error.message}
              </p>
            ) : null}
            <button type="submit" disabled={request.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
              {request.isPending ? <Spinner className="size-4 text-white!" /> : null}
              {m.reset_send_link()}
            </button>
          </form>
        )}
        <p className="mt-6 text-sm text-slate-600">
          {m.reset_remembered()}{' '}
          <Link to="/auth" search={{ tab: 'login' }} className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
            {m.reset_back_to_sign_in()}
          </Link>
        </p>
      </Card>
    </div>
  );
}
