// Recent Applications: the first five (each an ApplicationRow), and a link to all of them when there are more.
import { Link } from '@tanstack/react-router';
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
        <h2 id="recent-heading" className="text-lg font-bold text-slate-900">Recent Applications</h2>
        <p className="text-sm text-slate-500">Your latest internship applications and their status.</p>
        {recent.length === 0 ? (
          <div className="mt-5 rounded-xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-sm text-slate-600">You haven't applied to any internships yet.</p>
            <Link to="/search" className={buttonClass('primary', 'sm', 'mt-3')}>Browse Internships</Link>
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
            View all {applications.length} applications
          </Link>
        ) : null}
      </section>
    </Card>
  );
}
