// The green box after a company signs up (SPEC §2, DESIGN §2): a link that opens /company-application in a new tab;
// one second after the click this tab goes on to /company-thank-you.
import { COMPANY_THANK_YOU_DELAY_MS } from '@/lib/ui-constants';
import { useDelayedCall } from '@/lib/use-delayed-call';
import { CheckIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { localeHref } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

export function SignupSuccessBox({ onLinkOpened }: { onLinkOpened: () => void }) {
  const openedLink = useDelayedCall(onLinkOpened, COMPANY_THANK_YOU_DELAY_MS);
  return (
    <div data-testid="company-signup-success" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold">{m.companies_account_ready()}</h2>
          <p className="mt-1 text-sm">{m.companies_account_ready_text()}</p>
        </div>
      </div>
      <a
        href={localeHref('/company-application')}
        target="_blank"
        rel="noopener"
        onClick={openedLink}
        className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {m.companies_complete_details()}
        <ExternalLinkIcon className="size-4.5" />
        <span className="sr-only">{m.companies_new_tab()}</span>
      </a>
    </div>
  );
}
