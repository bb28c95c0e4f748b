// The /status screen: a static list of the platform's features by module, all completed, with totals and statuses.
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { APPLICATION_STATUS_LIST, CORE_MODULES } from './status-features';

export function PlatformStatusPage() {
  const total = CORE_MODULES.reduce((n, m) => n + m.features.length, 0);
  const completed = total;
  const percent = Math.round((completed / total) * 100);
  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Platform Status</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-500">Every module of Internships for Highschoolers and where it stands.</p>
      </header>

      <div className="grid gap-5 sm:grid-cols-3">
        <Card className="p-5 text-center">
          <p className="text-4xl font-extrabold text-emerald-600" data-testid="percent-complete">
            {percent}%
          </p>
          <p className="mt-1 text-sm font-medium text-slate-600">Complete</p>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Platform completion"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
          </div>
        </Card>
        <Card className="p-5 text-center">
          <p data-testid="features-completed" className="text-sm font-medium text-slate-600">
            <span className="mb-1 block text-4xl font-extrabold text-slate-900">{completed}</span> Features Completed
          </p>
        </Card>
        <Card className="p-5 text-center">
          <p data-testid="core-modules" className="text-sm font-medium text-slate-600">
            <span className="mb-1 block text-4xl font-extrabold text-indigo-600">{CORE_MODULES.length}</span> Core Modules
          </p>
        </Card>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        {CORE_MODULES.map((module, i) => {
          // An odd last module spans both columns, its list in two columns, so the grid has no hole.
          const wide = CORE_MODULES.length % 2 === 1 && i === CORE_MODULES.length - 1;
          return (
            <Card key={module.name} className={`p-5 sm:p-6 ${wide ? 'md:col-span-2' : ''}`}>
              <section aria-label={module.name}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-bold text-slate-900">{module.name}</h2>
                  <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                    {module.features.length}/{module.features.length} completed
                  </span>
                </div>
                <ul className={`mt-4 grid gap-2.5 ${wide ? 'md:grid-cols-2 md:gap-x-10' : ''}`}>
                  {module.features.map((feature) => (
                    <li key={feature} className="flex items-center justify-between gap-3 text-sm">
                      <span className="flex min-w-0 items-center gap-2 text-slate-700">
                        <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" />
                        <span className="break-words">{feature}</span>
                      </span>
                      <span className="shrink-0 text-xs font-semibold text-emerald-700">Completed</span>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          );
        })}
      </div>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="statuses-heading">
          <h2 id="statuses-heading" className="text-lg font-bold text-slate-900">
            Application Statuses
          </h2>
          <p className="text-sm text-slate-500">Every application moves through these statuses.</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {APPLICATION_STATUS_LIST.map(({ status, text }) => (
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
