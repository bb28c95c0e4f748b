// Recent Applications: the first five (each an ApplicationRow), and a link to all of them when there are more.
import { Link } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import type { Application } from '@domain/applications/types';
import { RECENT_APPLICATIONS_LIMIT } from '@/lib/ui-constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ApplicationRow } from './application-row';

export function RecentApplications({ applications }: { applications: Application[] }) {
  const recent = applications.slice(0, RECENT_APPLICATIONS_LIMIT);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="text-lg font-bold text-slate-900">{m.student_recent_applications()}</h2>
        <p className="text-sm text-slate-500">{m.student_recent_applications_intro()}</p>
        {recent.length === 0 ? (
          <div className="mt-5 rounded-xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-sm text-slate-600">{m.student_no_applications_yet()}</p>
            <Link to="/search" className={buttonClass('primary', 'sm', 'mt-3')}>{m.student_browse_internships()}</Link>
          </div>
        ) : (
          <ul className="mt-5 divide-y divide-slate-200">
            {recent.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
        )}
        {applications.length > recent.length ? (
          <Link to="/applications" className={buttonClass('secondary', 'sm', 'mt-5')} data-testid="all-applications-link">
            {m.student_view_all_applications({ count: formatCount(applications.length) })}
          </Link>
        ) : null}
      </section>
    </Card>
  );
}
