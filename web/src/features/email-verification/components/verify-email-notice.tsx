// The notice a signed-in person sees until their address is verified (EMAIL_VERIFICATION=required): what waits for it, where
// the link went, and a button that sends it again. Nothing when verified, or when the deployment does not ask.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { consentPolicyQueryOptions } from '@/api/consent-policy';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useResendVerification } from '../api';
import { PART, around } from '@/i18n/message-parts';

/** What waits for the confirmation, by role (nothing said for others). */
const waitsFor = (role: PublicUser['role']): string =>
  role === 'student' ? m.verify_waits_student() : role === 'company' ? m.verify_waits_company() : '';

export function VerifyEmailNotice({ user }: { user: PublicUser }) {
  const policy = useQuery(consentPolicyQueryOptions());
  const resend = useResendVerification();
  if (user.emailVerified !== false || policy.data?.emailVerification !== 'required') return null;
  const [sentBefore, sentAfter] = around(m.verify_notice_sent({ email: PART }));
  return (
    <section aria-labelledby="verify-email-title" data-testid="verify-email-notice" className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-950">
      <h2 id="verify-email-title" className="font-semibold">{m.verify_notice_title()}</h2>
      <p className="mt-1">
        {sentBefore}
        <span className="font-medium [overflow-wrap:anywhere]">{user.email}</span>
        {sentAfter} {waitsFor(user.role)} {m.verify_notice_cant_find()}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? <Spinner className="size-4" /> : null}
          {m.verify_send_again()}
        </button>
        <p role="status" className={resend.isError ? 'text-red-700' : 'text-amber-900'}>
          {resend.isSuccess ? resend.data.message : resend.isError ? resend.error.message : ''}
        </p>
      </div>
    </section>
  );
}
