// /verify-email?token=…: opens the e-mailed link at once (the link is the proof; nothing to type), then says what happened
// and where to go on; a dead link offers a new one to the signed-in person.
import { m } from '@/paraglide/messages.js';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { pageTitle } from '@/lib/page-head';
import { currentUserQueryOptions } from '@/api/current-user';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification, useVerifyEmail } from '../api';
import { PART, around } from '@/i18n/message-parts';

export function VerifyEmailPage() {
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const token = typeof search.token === 'string' ? search.token : '';
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const { data: user } = useQuery(currentUserQueryOptions());
  const sent = useRef(false);
  const [signInBefore, signInAfter] = around(m.verify_sign_in_to_ask({ link: PART }));
  useEffect(() => {
    void pageTitle('Confirm Your E-mail Address').then((title) => {
      document.title = title;
    });
    if (token && !sent.current) {
      sent.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="p-5 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{m.verify_title()}</h1>
        {verify.isSuccess ? (
          <div role="status" data-testid="verify-done" className="mt-6 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">
            <p>{verify.data.message} {m.verify_thank_you()}</p>
            <p className="mt-3">
              {user ? (
                <Link to="/dashboard" className={buttonClass('primary', 'md')}>{m.verify_go_dashboard()}</Link>
              ) : (
                <Link to="/auth" search={{ tab: 'login' }} className={buttonClass('primary', 'md')}>{m.verify_sign_in()}</Link>
              )}
            </p>
          </div>
        ) : verify.isError || !token ? (
          <div role="alert" className="mt-6 space-y-3 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <p>{token ? verify.error?.message : m.verify_link_incomplete()}</p>
            {user && !user.emailVerified ? (
              <div className="flex flex-wrap items-center gap-3">
                <button type="button" className={buttonClass('secondary', 'sm')} disabled={resend.isPending} onClick={() => resend.mutate()}>
                  {m.verify_send_new_link()}
                </button>
                <span role="status" className="text-slate-700">{resend.isSuccess ? resend.data.message : resend.isError ? resend.error.message : ''}</span>
              </div>
            ) : user ? null : (
              <p>
                {signInBefore}
                <Link to="/auth" search={{ tab: 'login' }} className="font-semibold text-indigo-700 underline-offset-2 hover:underline">{m.verify_sign_in()}</Link>
                {signInAfter}
              </p>
            )}
          </div>
        ) : (
          <p role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> {m.verify_confirming()}
          </p>
        )}
      </Card>
    </div>
  );
}
