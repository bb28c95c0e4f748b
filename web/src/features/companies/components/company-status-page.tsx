// The /company-status screen (SPEC §2): the user's company requests, newest first, or the under-review next steps.
import { Link } from '@tanstack/react-router';
import type { CompanyRequest } from '@domain/companies/types';
import { buttonClass } from '@/components/ui/button-styles';
import { m } from '@/paraglide/messages.js';
import { RequestCard } from './request-card';
import { ReviewNextSteps } from './review-next-steps';

export function CompanyStatusPage({ requests }: { requests: CompanyRequest[] }) {
  const latest = requests[0];
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.companies_status_title()}</h1>
        <p className="mt-2 text-slate-600">{m.companies_status_intro()}</p>
      </header>
      {latest ? (
        <>
          <ul className="space-y-4">
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
          <NextAction status={latest.status} />
        </>
      ) : (
        <ReviewNextSteps />
      )}
    </div>
  );
}

/** What the latest request's outcome lets the company do next. */
function NextAction({ status }: { status: CompanyRequest['status'] }) {
  if (status === 'approved')
    return (
      <Link to="/company-dashboard" className={buttonClass('primary', 'md', 'max-sm:w-full')}>
        {m.companies_go_dashboard()}
      </Link>
    );
  if (status === 'rejected')
    return (
      <Link to="/company-application" className={buttonClass('primary', 'md', 'max-sm:w-full')}>
        {m.companies_submit_new()}
      </Link>
    );
  return <p className="text-sm text-slate-600">{m.companies_status_pending_note()}</p>;
}
