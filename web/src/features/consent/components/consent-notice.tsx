// Where a student's parental consent stands, and what they can do: the dashboard shows it while applying waits (with 'Resend
// the request', or a guardian's address to send one to); /settings shows it always.
import { m } from '@/paraglide/messages.js';
import { useState, type FormEvent } from 'react';
import type { MyConsent } from '@domain/consent/types';
import { guardianEmailField } from '@domain/consent/schemas';
import { TextField } from '@/components/ui/text-field';
import { Spinner } from '@/components/ui/spinner';
import { buttonClass } from '@/components/ui/button-styles';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { useResendConsent } from '../api/my-consent';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { intlLocale } from '@/i18n/locale';
import { PART, around } from '@/i18n/message-parts';

const titleOf = (status: MyConsent['status']): string =>
  ({
    notRequested: m.consent_notice_not_requested(),
    requested: m.consent_notice_requested(),
    refused: m.consent_notice_refused(),
    withdrawn: m.consent_notice_withdrawn(),
    given: m.consent_notice_given(),
  })[status];

/** 'Mar 5, 3:07 PM' in English; the page's language otherwise. */
const formatSentAt = (date: Date) => new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);

/** Where the request went (the address in bold) and, while it waits, when. */
function sentToText(consent: MyConsent): [before: string, after: string] {
  if (consent.status !== 'requested') return around(m.consent_notice_guardian({ email: PART }));
  return around(consent.lastSentAt ? m.consent_notice_sent_to_on({ email: PART, date: formatSentAt(new Date(consent.lastSentAt)) }) : m.consent_notice_sent_to({ email: PART }));
}

export function ConsentNotice({ consent, headingLevel = 2 }: { consent: MyConsent; headingLevel?: 2 | 3 }) {
  const [otherAddress, setOtherAddress] = useState(consent.status === 'notRequested');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resend = useResendConsent({ onSent: () => (setOtherAddress(false), setEmail('')) });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ok = consent.canApply;
  const waitUntil = consent.nextSendAt && Date.parse(consent.nextSendAt) > Date.now() ? new Date(consent.nextSendAt) : null;

  const sentTo = sentToText(consent);

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
          <Heading className="text-lg font-bold text-slate-900">{titleOf(consent.status)}</Heading>
          <p className="mt-1 text-sm text-slate-700">
            {(consent.message && localizeDomainMessage(consent.message)) ?? m.consent_notice_given_text()}
          </p>
          {consent.guardianEmail && consent.status !== 'notRequested' ? (
            <p className="mt-2 text-sm text-slate-600 [overflow-wrap:anywhere]">
              {sentTo[0]}
              <span className="font-medium text-slate-800">{consent.guardianEmail}</span>
              {sentTo[1]}
            </p>
          ) : null}
        </div>
      </div>

      {!ok ? (
        <div className="mt-4 space-y-3 sm:ps-13">
          {consent.status === 'requested' && !otherAddress ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <button type="button" onClick={() => resend.mutate(undefined)} disabled={resend.isPending || !!waitUntil} className={buttonClass('primary', 'md')}>
                {resend.isPending ? <Spinner className="size-4 text-white!" /> : null}
                {m.consent_resend()}
              </button>
              <button type="button" onClick={() => setOtherAddress(true)} className={buttonClass('ghost', 'md', 'text-indigo-700')}>
                {m.consent_use_another_email()}
              </button>
              {waitUntil ? <span className="text-xs text-slate-500">{m.consent_resend_after({ time: formatSentAt(waitUntil) })}</span> : null}
            </div>
          ) : null}
          {consent.status !== 'requested' && !otherAddress ? (
            <button type="button" onClick={() => setOtherAddress(true)} className={buttonClass('primary', 'md')}>
              {m.consent_send_new_request()}
            </button>
          ) : null}
          {otherAddress ? (
            <form noValidate onSubmit={sendTo} className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                id="consent-guardian-email"
                name="guardianEmail"
                type="email"
                label={m.consent_guardian_email()}
                placeholder="parent@example.com"
                value={email}
                error={error}
                onChange={(e) => setEmail(e.target.value)}
                className="min-w-0 flex-1"
              />
              <button type="submit" disabled={resend.isPending} className={buttonClass('primary', 'md', 'sm:mt-7')}>
                {resend.isPending ? <Spinner className="size-4 text-white!" /> : null}
                {m.consent_send_request()}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
