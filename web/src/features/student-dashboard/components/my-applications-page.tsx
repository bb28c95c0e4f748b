// /applications: every application of the student, filtered by status, each linking to its internship and its history.
import { Link } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@domain/applications/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ApplicationRow } from './application-row';
import { statusLabel } from './dashboard-format';

export type StatusFilter = ApplicationStatus | 'all';

interface MyApplicationsPageProps {
  applications: Application[];
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

export function MyApplicationsPage({ applications, status, onStatusChange }: MyApplicationsPageProps) {
  const shown = status === 'all' ? applications : applications.filter((a) => a.status === status);
  const countOf = (s: StatusFilter) => (s === 'all' ? applications.length : applications.filter((a) => a.status === s).length);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">{m.student_back_to_dashboard()}</Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{m.student_my_applications()}</h1>
      <p className="mt-2 text-slate-600">{m.student_my_applications_intro()}</p>
      <div role="group" aria-label={m.student_filter_by_status()} className="mt-6 flex flex-wrap gap-2">
        {(['all', ...APPLICATION_STATUSES] as StatusFilter[]).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => onStatusChange(s)}
            className="rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white"
          >
            {s === 'all' ? m.student_status_all() : statusLabel(s)} <span className="tabular-nums">({formatCount(countOf(s))})</span>
          </button>
        ))}
      </div>
      <Card className="mt-6 p-5 sm:p-6">
        {shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-sm text-slate-600">
              {applications.length === 0 ? m.student_no_applications_yet() : m.student_no_applications_with_status({ status: statusLabel(status).toLowerCase() })}
            </p>
            {applications.length === 0 ? <Link to="/search" className={buttonClass('primary', 'sm', 'mt-3')}>{m.student_browse_internships()}</Link> : null}
          </div>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={m.student_applications_label()}>
            {shown.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
