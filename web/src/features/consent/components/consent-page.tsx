// /consent/$token: the parent's or guardian's page, opened from the e-mail's link (no account). It says what would be shared
// and with whom, and offers Consent / Refuse — or, once given, Withdraw consent, and the student's conversations with the
// companies to read. A link of an earlier request still shows where consent stands and can withdraw it.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ADULT_AGE } from '@domain/consent/age';
import type { ConsentRequestView } from '@domain/consent/types';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { Card } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { buttonClass } from '@/components/ui/button-styles';
import { formatCount } from '@/i18n/locale';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { consentRequestQueryOptions, useAnswerConsent, type ConsentAnswer } from '../api/consent-request';
import { GuardianConversations } from './guardian-conversations';
import { PART, around } from '@/i18n/message-parts';

type Status = ConsentRequestView['status'];
type StatusWords = (name: string) => { label: string; text: string };

const TONE: Record<Status, string> = {
  notRequested: 'bg-slate-100 text-slate-700',
  requested: 'bg-amber-100 text-amber-800',
  given: 'bg-emerald-100 text-emerald-800',
  refused: 'bg-red-100 text-red-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

/** Where consent stands, in words for the parent: a label and a sentence about the student (`name`). */
const STATUS: Record<Status, StatusWords> = {
  notRequested: () => ({ label: m.consent_status_not_asked(), text: '' }),
  requested: (name) => ({ label: m.consent_status_requested(), text: m.consent_status_requested_text({ name }) }),
  given: (name) => ({ label: m.consent_status_given(), text: m.consent_status_given_text({ name }) }),
  refused: (name) => ({ label: m.consent_status_refused(), text: m.consent_status_refused_text({ name }) }),
  withdrawn: (name) => ({ label: m.consent_status_withdrawn(), text: m.consent_status_withdrawn_text({ name }) }),
};

/** What a link of an earlier request says where it differs: the answers there may be another guardian's. */
const EARLIER_LINK: Partial<Record<Status, StatusWords>> = {
  requested: (name) => ({ label: m.consent_earlier_requested(), text: m.consent_earlier_requested_text({ name }) }),
  given: (name) => ({ label: m.consent_earlier_given(), text: m.consent_earlier_given_text({ name }) }),
};

export function ConsentPage({ token }: { token: string }) {
  const request = useQuery(consentRequestQueryOptions(token));
  const answer = useAnswerConsent(token);

  if (request.isPending) return <PageSpinner />;
  if (request.isError || !request.data) {
    return (
      <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{m.consent_link_invalid()}</h1>
        <p className="mt-2 text-slate-600">{request.error?.message ?? m.consent_use_latest_link()}</p>
        <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
          {m.consent_go_home()}
        </Link>
      </Card>
    );
  }

  const view = request.data;
  const name = view.studentFirstName || m.consent_the_student();
  const fullName = `${view.studentFirstName} ${view.studentLastName}`.trim() || m.consent_a_student();
  const status = { tone: TONE[view.status], ...STATUS[view.status](name), ...(view.current ? {} : EARLIER_LINK[view.status]?.(name)) };
  const [introBefore, introAfter] = around(m.consent_intro({ name: PART, age: formatCount(ADULT_AGE) }));
  const [questionsBefore, questionsAfter] = around(m.consent_questions({ email: PART }));
  const pending = answer.isPending ? answer.variables : null;
  const busy = (which: ConsentAnswer) => (pending === which ? <Spinner className="size-4 text-current!" /> : null);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{m.consent_for_parents()}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.consent_title()}</h1>
        <p className="mt-2 text-slate-600">
          {introBefore}
          <span className="font-semibold text-slate-800">{fullName}</span>
          {introAfter}
        </p>
      </header>

      <Card className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:gap-4 sm:p-6" data-testid="consent-status">
        <span className={`inline-flex w-fit shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}>{status.label}</span>
        <p className="text-sm text-slate-700">{status.text}</p>
      </Card>

      {view.current && view.status === 'given' ? <GuardianConversations token={token} name={name} /> : null}

      <div className="grid gap-5 md:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">{m.consent_what_is_shared()}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {view.sharedFields.map((field) => (
              <li key={field} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-indigo-500" />
                {localizeDomainMessage(field)}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-slate-500">{m.consent_never_shared({ name })}</p>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">{m.consent_with_whom()}</h2>
          <p className="mt-3 text-sm text-slate-700">{m.consent_only_companies({ name })}</p>
          {view.companies.length ? (
            <>
              <p className="mt-3 text-sm font-medium text-slate-800">{m.consent_applied_so_far()}</p>
              <ul className="mt-1 flex flex-wrap gap-2" aria-label={m.consent_companies_applied_to()}>
                {view.companies.map((c) => (
                  <li key={c} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {c}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-sm text-slate-500">{m.consent_no_applications()}</p>
          )}
        </Card>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">{m.consent_your_answer()}</h2>
        {!view.current ? (
          <p className="mt-2 text-sm text-slate-700">
            {m.consent_newer_request({ name })}
          </p>
        ) : null}
        {view.expired && (view.status === 'requested' || view.status === 'refused') ? (
          <p className="mt-2 text-sm text-amber-800">
            {m.consent_link_expired({ name })}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {view.canGive ? (
            <button type="button" onClick={() => answer.mutate('give')} disabled={answer.isPending} className={buttonClass('primary', 'lg', 'sm:min-w-40')}>
              {busy('give')}
              {m.consent_give()}
            </button>
          ) : null}
          {view.canRefuse ? (
            <button type="button" onClick={() => answer.mutate('refuse')} disabled={answer.isPending} className={buttonClass('secondary', 'lg', 'sm:min-w-40')}>
              {busy('refuse')}
              {m.consent_refuse()}
            </button>
          ) : null}
          {view.canWithdraw ? (
            <button type="button" onClick={() => answer.mutate('withdraw')} disabled={answer.isPending} className={buttonClass('danger', 'lg', 'sm:min-w-48')}>
              {busy('withdraw')}
              {m.consent_withdraw()}
            </button>
          ) : null}
        </div>
        {!view.canGive && !view.canRefuse && !view.canWithdraw ? <p className="mt-1 text-sm text-slate-600">{m.consent_nothing_to_answer()}</p> : null}
        <p className="mt-5 text-xs text-slate-500">
          {questionsBefore}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-indigo-700 [overflow-wrap:anywhere] hover:underline">
            {SUPPORT_EMAIL}
          </a>
          {questionsAfter}
        </p>
      </Card>
    </div>
  );
}
