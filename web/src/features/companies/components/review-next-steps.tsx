// The empty state of /company-status (SPEC §2): 'Application Under Review', the next steps and the expected review time.
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { ClockIcon, HourglassIcon } from '@/components/ui/icons';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

export function ReviewNextSteps() {
  return (
    <Card data-testid="company-status-empty" className="p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-yellow-100 text-yellow-800">
          <HourglassIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{m.companies_under_review_title()}</h2>
          <p className="mt-1 text-slate-600">{m.companies_next_intro()}</p>
        </div>
      </div>
      <ol className="mt-6 space-y-3 text-sm text-slate-700">
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <StepNumber n={1} />
          <span>
            {m.companies_next_step1_before()}{' '}
            <Link to="/company-application" className="font-semibold text-indigo-700 hover:underline">
              {m.companies_next_step1_link()}
            </Link>{' '}
            {m.companies_next_step1_after()}
          </span>
        </li>
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <StepNumber n={2} />
          <span>{m.companies_next_step2()}</span>
        </li>
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <StepNumber n={3} />
          <span>{m.companies_next_step3()}</span>
        </li>
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <StepNumber n={4} />
          <span>{m.companies_next_step4()}</span>
        </li>
      </ol>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-indigo-50 px-3.5 py-1.5 text-sm font-semibold text-indigo-800">
        <ClockIcon className="size-4" />
        {m.companies_expected_time()}
      </p>
    </Card>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">
      {formatCount(n)}
    </span>
  );
}
