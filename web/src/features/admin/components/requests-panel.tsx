// The Requests tab: every company request (pending first) with its details; check / cross decide a pending one, each
// after confirming (a rejection says why, in a note the company reads; DESIGN.md §4.2). The admins also see the registration
// number given and whether the account's e-mail is at the website's domain.
import { m } from '@/paraglide/messages.js';
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
  if (isError) return <p role="alert" className="text-sm text-red-700">{m.admin_requests_load_failed({ error: error.message })}</p>;
  if (isPending) return <p className="text-sm text-slate-600">{m.admin_loading()}</p>;
  const requests = data.filter((r) => !onlyPending || r.status === 'pending').sort(byPendingThenNewest);
  if (requests.length === 0)
    return <Card className="p-8 text-center text-sm text-slate-600">{onlyPending ? m.admin_no_pending_requests() : m.admin_no_requests_yet()}</Card>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label={m.admin_company_requests()}>
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
    [m.admin_industry(), r.industry],
    [m.admin_size(), r.companySize ?? '—'],
    [m.admin_col_location(), r.location],
    [m.admin_submitted(), formatDate(r.submittedAt)],
    [m.admin_reviewed(), formatDate(r.reviewedAt)],
    [m.admin_internship_type(), r.internshipType],
    [m.admin_registration(), r.registrationNumber ? `${r.registrationKind ? `${REGISTRATION_LABELS[r.registrationKind]} ` : ''}${r.registrationNumber}` : m.admin_not_given()],
    [m.admin_email_domain(), r.emailDomainMatchesWebsite ? m.admin_domain_matches() : m.admin_domain_does_not_match()],
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
      {r.technicalSkills ? <p className="mt-3 text-sm text-slate-700"><span className="font-semibold">{m.admin_skills_label()}</span> {r.technicalSkills}{r.otherSkills ? `; ${r.otherSkills}` : ''}</p> : null}
      {r.adminNotes ? <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="admin-notes"><span className="font-semibold">{m.admin_admin_notes_label()}</span> {r.adminNotes}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-end gap-1 pt-4">
        <HistoryButton subject={{ entityType: 'companyRequest', entityId: r.id, name: r.companyName }} />
        {r.status === 'pending' ? (
          <>
            <ConfirmButton
              icon="reject"
              label={m.admin_reject()}
              subject={r.companyName}
              title={m.admin_reject_title({ company: r.companyName })}
              description={m.admin_reject_description({ company: r.companyName })}
              confirmLabel={m.admin_reject_request()}
              note={{ label: m.admin_why_rejected(), maxLength: ADMIN_NOTE_MAX, hint: m.admin_why_rejected_hint(), required: REJECTION_NEEDS_NOTE }}
              disabled={decide.isPending}
              onConfirm={(note) => decide.mutateAsync({ id: r.id, status: 'rejected', note })}
            />
            <ConfirmButton
              icon="approve"
              label={m.admin_approve()}
              subject={r.companyName}
              tone="success"
              title={m.admin_approve_title({ company: r.companyName })}
              description={m.admin_approve_description({ company: r.companyName })}
              confirmLabel={m.admin_approve_request()}
              disabled={decide.isPending}
              onConfirm={() => decide.mutateAsync({ id: r.id, status: 'approved' })}
            />
          </>
        ) : null}
      </div>
    </Card>
  );
}
