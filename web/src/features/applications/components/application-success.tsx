// The /application-success screen (SPEC §2): submitted, reviewed in 2-3 business days, e-mail follows, dashboard + search.
import { Link } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons';

export function ApplicationSuccess() {
  return (
    <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50">
        <CheckIcon strokeWidth="2.5" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{m.applications_success_title()}</h1>
      <p className="mt-3 text-pretty text-slate-600">
        {m.applications_success_text()}
      </p>
      <ul className="mx-auto mt-6 max-w-md space-y-3 text-start text-sm text-slate-600">
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">1</span>
          {m.applications_success_step_email()}
        </li>
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">2</span>
          {m.applications_success_step_dashboard()}
        </li>
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/dashboard" className={buttonClass('primary', 'md')}>
          {m.applications_go_to_dashboard()}
        </Link>
        <Link to="/search" className={buttonClass('secondary', 'md')}>
          {m.applications_browse_more()}
        </Link>
      </div>
    </Card>
  );
}
