// One company request on /company-status: name, status badge, industry, size, location, submitted and reviewed dates, admin notes.
import type { ReactNode } from 'react';
import type { CompanyRequest } from '@domain/companies/types';
import { Card } from '@/components/ui/card';
import { formatMoment } from './format';
import { RequestStatusBadge } from './request-status-badge';
import { adminNotesText, employeesLabel, industryLabel } from './company-labels';
import { m } from '@/paraglide/messages.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function RequestCard({ request }: { request: CompanyRequest }) {
  const submitted = formatMoment(request.createdAt);
  const reviewed = formatMoment(request.reviewedAt);
  return (
    <Card data-testid="company-request" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-bold break-words text-slate-900">{request.companyName}</h2>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Row label={m.companies_industry()}>{industryLabel(request.industry)}</Row>
        <Row label={m.companies_company_size()}>{request.companySize ? employeesLabel(request.companySize) : m.companies_not_given()}</Row>
        <Row label={m.companies_location()}>{request.location}</Row>
        <Row label={m.companies_submitted()}>{submitted ? <time dateTime={request.createdAt}>{submitted}</time> : m.companies_unknown()}</Row>
        <Row label={m.companies_reviewed()}>{reviewed && request.reviewedAt ? <time dateTime={request.reviewedAt}>{reviewed}</time> : m.companies_not_reviewed()}</Row>
      </dl>
      {request.adminNotes ? (
        <div className="mt-5 rounded-xl bg-slate-50 p-4 text-sm">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{request.status === 'rejected' ? m.companies_why_not_approved() : m.companies_admin_notes()}</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800">{adminNotesText(request.adminNotes)}</p>
        </div>
      ) : null}
    </Card>
  );
}
