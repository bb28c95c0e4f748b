// The /status screen: the site's live health from GET /healthz and GET /readyz, each check in plain words (no invented
// figures), and the application statuses the platform tracks.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckCircleIcon, CrossIcon, HelpIcon } from '@/components/ui/icons';
import { platformHealthQueryOptions } from '../api/platform-health';
import { checkLines, overall, type CheckState } from './health-words';
import { applicationStatusList } from './status-features';

const STATE_STYLE: Record<CheckState, { badge: string; icon: string }> = {
  working: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: 'text-emerald-700' },
  trouble: { badge: 'bg-red-50 text-red-800 ring-red-200', icon: 'text-red-700' },
  unknown: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', icon: 'text-slate-600' },
};

const stateLabel = (state: CheckState): string => ({ working: m.status_working(), trouble: m.status_trouble(), unknown: m.status_unknown() })[state];

function StateIcon({ state, className }: { state: CheckState; className: string }) {
  const Icon = state === 'working' ? CheckCircleIcon : state === 'trouble' ? CrossIcon : HelpIcon;
  return <Icon aria-hidden="true" className={`${className} ${STATE_STYLE[state].icon}`} />;
}

export function PlatformStatusPage() {
  const { data, isPending, isFetching, refetch } = useQuery(platformHealthQueryOptions());
  const lines = data ? checkLines(data) : [];
  const summary = data ? overall(lines) : null;
  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.status_title()}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{m.status_intro()}</p>
      </header>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="health-heading" aria-busy={isFetching}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="health-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900" data-testid="status-summary">
              {summary ? <StateIcon state={summary.state} className="size-6 shrink-0" /> : null}
              {summary ? summary.text : isPending ? m.status_checking() : m.status_check_failed()}
            </h2>
            <button type="button" onClick={() => void refetch()} disabled={isFetching} className={buttonClass('secondary', 'sm')}>
              {isFetching ? m.status_checking() : m.status_check_again()}
            </button>
          </div>
          <ul className="mt-5 divide-y divide-slate-200" data-testid="status-checks">
            {lines.map((line) => (
              <li key={line.id} data-testid={`check-${line.id}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <span className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
                  <StateIcon state={line.state} className="size-5 shrink-0" />
                  <span className="break-words">{line.name}</span>
                </span>
                <span className="flex min-w-0 flex-wrap items-center gap-2 ps-7 text-sm text-slate-700 sm:ps-0 sm:text-end">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLE[line.state].badge}`}>{stateLabel(line.state)}</span>
                  <span className="break-words">{line.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-slate-600">
            {m.status_source_start()}<code className="font-mono">/healthz</code>{m.status_source_and()}<code className="font-mono">/readyz</code>{m.status_source_end()}
          </p>
        </section>
      </Card>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="statuses-heading">
          <h2 id="statuses-heading" className="text-lg font-bold text-slate-900">
            {m.status_statuses_title()}
          </h2>
          <p className="text-sm text-slate-500">{m.status_statuses_text()}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {applicationStatusList().map(({ status, text }) => (
              <li key={status} className="rounded-xl border border-slate-200 p-4">
                <p className="font-mono text-sm font-semibold text-slate-900">{status}</p>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Card>
    </div>
  );
}
