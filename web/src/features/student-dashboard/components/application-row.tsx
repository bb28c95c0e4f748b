// One application in a list: internship title (linked), id, applied date, status badge and an expandable status history.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { Application } from '@domain/applications/types';
import { SmallChevronRightIcon } from '@/components/ui/icons';
import { formatDay } from './dashboard-format';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';

export function ApplicationRow({ application }: { application: Application }) {
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
        <SmallChevronRightIcon className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
        {open ? 'Hide status history' : 'Show status history'}
      </button>
      {open ? <StatusHistory id={historyId} applicationId={application.id} /> : null}
    </li>
  );
}
