// /consent/$token: the parent's or guardian's page, opened from the e-mail's link (no account). It says what would be shared
// and with whom, and offers Consent / Refuse — or, once given, Withdraw consent, and the student's conversations with the
// companies to read. A link of an earlier request still shows where consent stands and can withdraw it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ADULT_AGE } from '@domain/consent/age';
import type { ConsentRequestView } from '@domain/consent/types';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { Card } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { buttonClass } from '@/components/ui/button-styles';
import { consentRequestQueryOptions, useAnswerConsent, type ConsentAnswer } from '../api/consent-request';
import { GuardianConversations } from './guardian-conversations';

const STATUS: Record<ConsentRequestView['status'], { label: string; tone: string; text: (name: string) => string }> = {
  notRequested: { label: 'Not asked', tone: 'bg-slate-100 text-slate-700', text: () => '' },
  requested: {
    label: 'Waiting for your answer',
    tone: 'bg-amber-100 text-amber-800',
    text: (name) => `${name} cannot apply for internships until you answer.`,
  },
  given: {
    label: 'You consented',
    tone: 'bg-emerald-100 text-emerald-800',
    text: (name) => `${name} can apply for internships. You can withdraw your consent at any time: companies then stop seeing the shared data at once.`,
  },
  refused: {
    label: 'You did not consent',
    tone: 'bg-red-100 text-red-800',
    text: (name) => `Nothing of ${name}'s is shared with companies, and ${name} cannot apply. If you change your mind, ${name} can send you a new request.`,
  },
  withdrawn: {
    label: 'Consent withdrawn',
    tone: 'bg-slate-200 text-slate-800',
    text: (name) => `Companies no longer see ${name}'s shared data, and ${name} cannot apply. ${name} can send you a new request.`,
  },
};

/** What a link of an earlier request says where it differs: the answers there may be another guardian's. */
const EARLIER_LINK: Partial<Record<ConsentRequestView['status'], { label: string; text: (name: string) => string }>> = {
  requested: {
    label: 'A newer request is waiting',
    text: (name) => `${name} asked for consent again. Nothing is shared with companies until a parent or guardian answers.`,
  },
  given: {
    label: 'Consent given',
    text: (name) =>
      `Consent was given through a newer request. ${name} can apply for internships. If you did not expect this, you can withdraw the consent: companies then stop seeing the shared data at once.`,
  },
};

export function ConsentPage({ token }: { token: string }) {
  const request = useQuery(consentRequestQueryOptions(token));
  const answer = useAnswerConsent(token);

  if (request.isPending) return <PageSpinner />;
  if (request.isError || !request.data) {
    return (
      <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">This link is not valid</h1>
        <p className="mt-2 text-slate-600">{request.error?.message ?? 'Please use the link in the latest email.'}</p>
        <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
          Go to the home page
        </Link>
      </Card>
    );
  }

  const view = request.data;
  const name = view.studentFirstName || 'The student';
  const fullName = `${view.studentFirstName} ${view.studentLastName}`.trim() || 'A student';
  const status = view.current ? STATUS[view.status] : { ...STATUS[view.status], ...EARLIER_LINK[view.status] };
  const pending = answer.isPending ? answer.variables : null;
  const busy = (which: ConsentAnswer) => (pending === which ? <Spinner className="size-4 text-current!" /> : null);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">For parents and guardians</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Parental consent</h1>
        <p className="mt-2 text-slate-600">
          <span className="font-semibold text-slate-800">{fullName}</span> signed up on Internships for Highschoolers, where high school students find
          internships, and asked for your consent. Students under {ADULT_AGE} need it before they can apply.
        </p>
      </header>

      <Card className="flex flex-col gap-2 p-5 sm:flex-row sm:items-center sm:gap-4 sm:p-6" data-testid="consent-status">
        <span className={`inline-flex w-fit shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}>{status.label}</span>
        <p className="text-sm text-slate-700">{status.text(name)}</p>
      </Card>

      {view.current && view.status === 'given' ? <GuardianConversations token={token} name={name} /> : null}

      <div className="grid gap-5 md:grid-cols-2">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">What is shared</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {view.sharedFields.map((field) => (
              <li key={field} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-indigo-500" />
                {field}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-slate-500">Never shared: {name}'s email address, password or date of birth.</p>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">With whom</h2>
          <p className="mt-3 text-sm text-slate-700">Only the companies {name} applies to, and only with each application.</p>
          {view.companies.length ? (
            <>
              <p className="mt-3 text-sm font-medium text-slate-800">Applied so far:</p>
              <ul className="mt-1 flex flex-wrap gap-2" aria-label="Companies applied to">
                {view.companies.map((c) => (
                  <li key={c} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {c}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-sm text-slate-500">No applications yet.</p>
          )}
        </Card>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">Your answer</h2>
        {!view.current ? (
          <p className="mt-2 text-sm text-slate-700">
            A newer request was sent for {name}, so this link can no longer give or refuse consent. It can always withdraw a consent given.
          </p>
        ) : null}
        {view.expired && (view.status === 'requested' || view.status === 'refused') ? (
          <p className="mt-2 text-sm text-amber-800">
            This link has expired, so it can no longer give or refuse consent. {name} can send you a new request from their dashboard.
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          {view.canGive ? (
            <button type="button" onClick={() => answer.mutate('give')} disabled={answer.isPending} className={buttonClass('primary', 'lg', 'sm:min-w-40')}>
              {busy('give')}
              Consent
            </button>
          ) : null}
          {view.canRefuse ? (
            <button type="button" onClick={() => answer.mutate('refuse')} disabled={answer.isPending} className={buttonClass('secondary', 'lg', 'sm:min-w-40')}>
              {busy('refuse')}
              Refuse
            </button>
          ) : null}
          {view.canWithdraw ? (
            <button type="button" onClick={() => answer.mutate('withdraw')} disabled={answer.isPending} className={buttonClass('danger', 'lg', 'sm:min-w-48')}>
              {busy('withdraw')}
              Withdraw consent
            </button>
          ) : null}
        </div>
        {!view.canGive && !view.canRefuse && !view.canWithdraw ? <p className="mt-1 text-sm text-slate-600">There is nothing to answer with this link now.</p> : null}
        <p className="mt-5 text-xs text-slate-500">
          Questions? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-indigo-700 [overflow-wrap:anywhere] hover:underline">
            {SUPPORT_EMAIL}
          </a>
          . If you do not know this student, you can ignore the email: nothing is shared without your consent.
        </p>
      </Card>
    </div>
  );
}
