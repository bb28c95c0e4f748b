// The Requests tab: every company request (pending first) with its details; check / cross decide a pending one, each
// after confirming (a rejection says why, in a note the company reads; DESIGN.md §4.2). The admins also see the registration
// number given and whether the account's e-mail is at the website's domain.
import { useQuery } from '@tanstack/react-query';
import type { AdminCompanyRequest } from '@domain/companies/types';
import { REJECTION_NEEDS_NOTE } from '@domain/companies/constants';
import { Card } from '@/components/ui/card';
import { companyRequestsQueryOptions, useDecideCompanyRequest } from '../api/company-requests';
import { ConfirmButton } from './confirm-button';
import { formatDate } from './format';
import { HistoryButton } from './history-dialog';
import { RequestStatusBadge } from './status-badges';

/** The longest admin note the server takes. */
const ADMIN_NOTE_MAX = 1000;

const REGISTRATION_LABELS = { gstin: 'GSTIN', cin: 'CIN', udyam: 'Udyam' } as const;

const byPendingThenNewest = (a: AdminCompanyRequest, b: AdminCompanyRequest) =>
  Number(b.status === 'pending') - Number(a.status === 'pending') || b.submittedAt.localeCompare(a.submittedAt);

export function RequestsPanel({ onlyPending = false }: { onlyPending?: boolean }) {
  const { data, isPending, isError, error } = useQuery(companyRequestsQueryOptions());
  if (isError) return <p role="alert" className="text-sm text-red-700">Could not load the company requests: {error.message}</p>;
  if (isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  const requests = data.filter((r) => !onlyPending || r.status === 'pending').sort(byPendingThenNewest);
  if (requests.length === 0)
    return <Card className="p-8 text-center text-sm text-slate-600">{onlyPending ? 'No pending company requests.' : 'No company requests yet.'}</Card>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Company requests">
      {requests.map((r) => (
        <li key={r.id}>
          <RequestCard request={r} />
        </li>
      ))}
    </ul>
  );
}

function RequestCard({ request: r }: { request: AdminCompanyRequest }) {
  const decide = useDecideCompanyRequest();
  const facts: [string, string][] = [
    ['Industry', r.industry],
    ['Size', r.companySize ?? '—'],
    ['Location', r.location],
    ['Submitted', formatDate(r.submittedAt)],
    ['Reviewed', formatDate(r.reviewedAt)],
    ['Internship type', r.internshipType],
    ['Registration', r.registrationNumber ? `${r.registrationKind ? `${REGISTRATION_LABELS[r.registrationKind]} ` : ''}${r.registrationNumber}` : 'Not given'],
    ['E-mail domain', r.emailDomainMatchesWebsite ? 'Matches the website' : 'Does not match the website'],
  ];
  return (
    <Card className="flex h-full flex-col p-5" data-testid="company-request" data-request-id={r.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-slate-900">{r.companyName}</h3>
          <a href={r.website} target="_blank" rel="noopener noreferrer" className="text-sm break-all text-indigo-700 hover:underline">{r.website}</a>
        </div>
        <RequestStatusBadge status={r.status} />
      </div>
      <p className="mt-3 text-sm break-words text-slate-700">{r.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {r.technicalSkills ? <p className="mt-3 text-sm text-slate-700"><span className="font-semibold">Skills:</span> {r.technicalSkills}{r.otherSkills ? `; ${r.otherSkills}` : ''}</p> : null}
      {r.adminNotes ? <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="admin-notes"><span className="font-semibold">Admin notes:</span> {r.adminNotes}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-end gap-1 pt-4">
        <HistoryButton subject={{ entityType: 'companyRequest', entityId: r.id, name: r.companyName }} />
        {r.status === 'pending' ? (
          <>
            <ConfirmButton
              icon="reject"
              label="Reject"
              subject={r.companyName}
              title={`Reject ${r.companyName}?`}
              description={`${r.companyName}'s request to post internships will be rejected, and the company will see it on its status page.`}
              confirmLabel="Reject Request"
              note={{ label: 'Why is it rejected?', maxLength: ADMIN_NOTE_MAX, hint: 'The company reads this note on its status page and in the e-mail.', required: REJECTION_NEEDS_NOTE }}
              disabled={decide.isPending}
              onConfirm={(note) => decide.mutateAsync({ id: r.id, status: 'rejected', note })}
            />
            <ConfirmButton
              icon="approve"
              label="Approve"
              subject={r.companyName}
              tone="success"
              title={`Approve ${r.companyName}?`}
              description={`${r.companyName} will be able to post internships that students can see and apply to.`}
              confirmLabel="Approve Request"
              disabled={decide.isPending}
              onConfirm={() => decide.mutateAsync({ id: r.id, status: 'approved' })}
            />
          </>
        ) : null}
      </div>
    </Card>
  );
}
