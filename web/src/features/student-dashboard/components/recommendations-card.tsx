// The dashboard's 'Recommended for you' card (DESIGN.md §4.6): up to 6 open postings from the student's onboarding interests
// and skills, each with the reason it is shown.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { MapPinIcon, SparkleIcon } from '@/components/ui/icons';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { recommendationsQueryOptions } from '../api/recommendations';
import { workTypeLabel } from './dashboard-format';

export function RecommendationsCard() {
  const { data, isPending, isError, error } = useQuery(recommendationsQueryOptions());
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="recommended-heading">
        <h2 id="recommended-heading" className="text-lg font-bold text-slate-900">{m.student_recommended()}</h2>
        <p className="text-sm text-slate-500">{m.student_recommended_intro()}</p>
        {isPending ? (
          <p className="mt-5 text-sm text-slate-500">{m.student_recommended_loading()}</p>
        ) : isError ? (
          <p role="alert" className="mt-5 text-sm text-red-700">{m.student_recommended_failed({ error: error.message })}</p>
        ) : data.length === 0 ? (
          <div className="mt-5 rounded-xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-sm text-slate-600">{m.student_recommended_empty()}</p>
            <Link to="/student-onboarding" className={buttonClass('secondary', 'sm', 'mt-3')}>{m.student_edit_profile()}</Link>
          </div>
        ) : (
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.map(({ internship, reasons }) => (
              <li key={internship.id} data-testid="recommendation" className="flex flex-col rounded-xl border border-slate-200 p-4">
                <Link to="/internship/$id" params={{ id: internship.id }} className="font-semibold [overflow-wrap:anywhere] text-slate-900 hover:text-indigo-700 hover:underline">
                  {internship.title}
                </Link>
                <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
                  <MapPinIcon className="size-4 shrink-0" />
                  <span className="[overflow-wrap:anywhere]">
                    {internship.location} · {workTypeLabel(internship.type)}
                  </span>
                </p>
                <ul className="mt-3 space-y-1" aria-label={m.student_recommended_why()}>
                  {reasons.map((reason) => (
                    <li key={reason} className="flex items-start gap-1.5 text-sm font-medium text-emerald-800">
                      <SparkleIcon className="mt-0.5 size-4 shrink-0" />
                      {localizeDomainMessage(reason)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
