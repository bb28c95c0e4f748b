// Where a student's parental consent stands, and what they can do: the dashboard shows it while applying waits (with 'Resend
// the request', or a guardian's address to send one to); /settings shows it always.
import { useState, type FormEvent } from 'react';
import type { MyConsent } from '@domain/consent/types';
import { guardianEmailField } from '@domain/consent/schemas';
import { TextField } from '@/components/ui/text-field';
import { Spinner } from '@/components/ui/spinner';
import { buttonClass } from '@/components/ui/button-styles';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { useResendConsent } from '../api/my-consent';
import { localizeDomainMessage } from '@/i18n/domain-message';

const TITLES: Record<MyConsent['status'], string> = {
  notRequested: "Ask a parent or guardian to agree",
  requested: "Waiting for your parent's or guardian's consent",
  refused: 'Your parent or guardian did not agree',
  withdrawn: 'Your parent or guardian withdrew their consent',
  given: 'A parent or guardian agreed: you can apply',
};

const sentAt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function ConsentNotice({ consent, headingLevel = 2 }: { consent: MyConsent; headingLevel?: 2 | 3 }) {
  const [otherAddress, setOtherAddress] = useState(consent.status === 'notRequested');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resend = useResendConsent({ onSent: () => (setOtherAddress(false), setEmail('')) });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ok = consent.canApply;
  const waitUntil = consent.nextSendAt && Date.parse(consent.nextSendAt) > Date.now() ? new Date(consent.nextSendAt) : null;

  const sendTo = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guardianEmailField.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0] && localizeDomainMessage(parsed.error.issues[0].message));
    setError(undefined);
    resend.mutate(parsed.data);
  };

  return (
    <div
      data-testid="consent-notice"
      className={`rounded-2xl border p-5 shadow-sm sm:p-6 ${ok ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
      role={ok ? undefined : 'status'}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${ok ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'}`}>
          <ShieldCheckIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-bold text-slate-900">{TITLES[consent.status]}</Heading>
          <p className="mt-1 text-sm text-slate-700">
            {consent.message ?? 'Your parent or guardian agreed that your profile, cover letters and résumés may be shared with the companies you apply to.'}
          </p>
          {consent.guardianEmail && consent.status !== 'notRequested' ? (
            <p className="mt-2 text-sm text-slate-600 [overflow-wrap:anywhere]">
              {consent.status === 'requested' ? 'Request sent to ' : 'Parent or guardian: '}
              <span className="font-medium text-slate-800">{consent.guardianEmail}</span>
              {consent.status === 'requested' && consent.lastSentAt ? ` on ${sentAt.format(new Date(consent.lastSentAt))}` : ''}.
            </p>
          ) : null}
        </div>
      </div>

      {!ok ? (
        <div className="mt-4 space-y-3 sm:pl-13">
          {consent.status === 'requested' && !otherAddress ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <button type="button" onClick={() => resend.mutate(undefined)} disabled={resend.isPending || !!waitUntil} className={buttonClass('primary', 'md')}>
                {resend.isPending ? <Spinner className="size-4 text-white!" /> : null}
                Resend the request
              </button>
              <button type="button" onClick={() => setOtherAddress(true)} className={buttonClass('ghost', 'md', 'text-indigo-700')}>
                Use another email
              </button>
              {waitUntil ? <span className="text-xs text-slate-500">You can resend after {sentAt.format(waitUntil)}.</span> : null}
            </div>
          ) : null}
          {consent.status !== 'requested' && !otherAddress ? (
            <button type="button" onClick={() => setOtherAddress(true)} className={buttonClass('primary', 'md')}>
              Send a new request
            </button>
          ) : null}
          {otherAddress ? (
            <form noValidate onSubmit={sendTo} className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                id="consent-guardian-email"
                name="guardianEmail"
                type="email"
                label="Parent's or Guardian's Email"
                placeholder="parent@example.com"
                value={email}
                error={error}
                onChange={(e) => setEmail(e.target.value)}
                className="min-w-0 flex-1"
              />
              <button type="submit" disabled={resend.isPending} className={buttonClass('primary', 'md', 'sm:mt-7')}>
                {resend.isPending ? <Spinner className="size-4 text-white!" /> : null}
                Send the request
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
