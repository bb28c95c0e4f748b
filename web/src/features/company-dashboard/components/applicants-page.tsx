// The applicants of one internship: the internship at the top, a filter by status, and a card per applicant (a student
// who deleted the account keeps a row 'Account deleted').
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/applications/types';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowLeftIcon, PencilIcon } from '@/components/ui/icons';
import type { CompanyApplication } from '@domain/applications/types';
import type { CompanyInternship } from '../api/company-internships';
import { ApplicantCard } from './applicant-card';
import { DeletedApplicantCard } from './deleted-applicant-card';
import { noApplicantsWith, statusLabel } from './labels';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';
import { OpenBadge } from './open-badge';

interface ApplicantsPageProps {
  internship: CompanyInternship;
  applications: CompanyApplication[];
}

export function ApplicantsPage({ internship, applications }: ApplicantsPageProps) {
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('all');
  const count = (s: ApplicationStatus) => applications.filter((a) => a.status === s).length;
  const shown = filter === 'all' ? applications : applications.filter((a) => a.status === filter);
  const filters = [{ value: 'all' as const, label: m.company_filter_all(), n: applications.length }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s), n: count(s) }))];
  return (
    <div className="space-y-6">
      <Link to="/company-dashboard" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeftIcon className="size-4 rtl:rotate-180" />
        {m.company_back_to_dashboard()}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">{m.company_applicants()}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">{internship.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
            <OpenBadge isActive={internship.isActive} />
            <span>{applications.length === 1 ? m.company_applicant_count_one({ count: formatCount(1) }) : m.company_applicant_count_many({ count: formatCount(applications.length) })}</span>
          </p>
        </div>
        <Link to="/company-dashboard/internships/$id/edit" params={{ id: internship.id }} className={buttonClass('secondary', 'md', 'shrink-0')}>
          <PencilIcon className="size-4" />
          {m.company_edit_internship()}
        </Link>
      </header>

      {applications.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{m.company_no_applicants()}</p>
          <p className="mt-1 text-sm text-slate-600">{m.company_no_applicants_text()}</p>
        </div>
      ) : (
        <>
          <div role="group" aria-label={m.company_filter_label()} className="flex flex-wrap gap-2">
            {filters.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
                className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white"
              >
                {f.label} <span className="opacity-80">({formatCount(f.n)})</span>
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-slate-600">{filter === 'all' ? null : noApplicantsWith(filter)}</p>
          ) : (
            <ul className="space-y-5">
              {shown.map((application) => (
                <li key={application.id}>
                  {application.accountDeleted ? (
                    <DeletedApplicantCard application={application} />
                  ) : (
                    <ApplicantCard application={application} internshipLocation={internship.location} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
