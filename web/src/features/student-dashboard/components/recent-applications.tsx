// Recent Applications: the first five, each with title, id, applied date, status badge and an expandable status history.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Application } from '@domain/applications/types';
import { RECENT_APPLICATIONS_LIMIT } from '@/lib/ui-constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { formatDay } from './dashboard-format';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

function ApplicationRow({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  const historyId = `history-${application.id}`;
  return (
    <li data-testid="recent-application" className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">
            {application.internshipTitle ? (
              <Link to="/internship/$id" params={{ id: application.internshipId }} className="hover:text-indigo-700 hover:underline">
                {application.internshipTitle}
              </Link>
            ) : (
              'Internship no longer listed'
            )}
          </p>
          <p className="mt-0.5 text-xs break-all text-slate-500">
            Application ID: <span className="font-mono">{application.id}</span>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">Applied on {formatDay(application.appliedAt)}</p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={historyId}
        onClick={() => setOpen((o) => !o)}
        className="mt-2 inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m8 5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {open ? 'Hide status history' : 'Show status history'}
      </button>
      {open ? <StatusHistory id={historyId} applicationId={application.id} /> : null}
    </li>
  );
}

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
      </section>
    </Card>
  );
}
