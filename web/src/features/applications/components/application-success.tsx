// The /application-success screen (SPEC §2): submitted, reviewed in 2-3 business days, e-mail follows, dashboard + search.
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons';

export function ApplicationSuccess() {
  return (
    <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50">
        <CheckIcon strokeWidth="2.5" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Application Submitted!</h1>
      <p className="mt-3 text-pretty text-slate-600">
        Thank you for applying. Our team will review your application within 2-3 business days.
      </p>
      <ul className="mx-auto mt-6 max-w-md space-y-3 text-left text-sm text-slate-600">
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">1</span>
          You will receive an e-mail with the next steps.
        </li>
        <li className="flex gap-3 rounded-xl bg-slate-50 p-3">
          <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">2</span>
          You can check the status of your application anytime in your dashboard.
        </li>
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/dashboard" className={buttonClass('primary', 'md')}>
          Go to Dashboard
        </Link>
        <Link to="/search" className={buttonClass('secondary', 'md')}>
          Browse More Internships
        </Link>
      </div>
    </Card>
  );
}
