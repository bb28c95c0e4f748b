// /company-dashboard before the company is approved: what to do next — apply, wait for the review, or apply again.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { CompanyRequestStatus } from '@domain/companies/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { HourglassIcon } from '@/components/ui/icons';
import { CompanyDashboardHeader } from './company-dashboard-header';
import { adminNotesText } from './labels';
import { m } from '@/paraglide/messages.js';

interface AwaitingApprovalProps {
  companyName: string | null;
  /** The company's latest request, or null when it has not applied yet. */
  latestRequest: { status: CompanyRequestStatus; adminNotes: string | null } | null;
}

export function AwaitingApproval({ companyName, latestRequest }: AwaitingApprovalProps) {
  return (
    <div className="space-y-6">
      <CompanyDashboardHeader companyName={companyName} showSignOut />
      <Card data-testid="awaiting-approval" className="p-6 sm:p-8">
        {latestRequest === null ? (
          <Step
            title={m.company_awaiting_apply_title()}
            text={m.company_awaiting_apply_text()}
            action={<Link to="/company-application" className={buttonClass('primary', 'md')}>{m.company_awaiting_apply_action()}</Link>}
          />
        ) : latestRequest.status === 'rejected' ? (
          <Step
            title={m.company_awaiting_rejected_title()}
            text={latestRequest.adminNotes ? m.company_note_from_team({ note: adminNotesText(latestRequest.adminNotes) }) : m.company_awaiting_rejected_text()}
            action={<Link to="/company-application" className={buttonClass('primary', 'md')}>{m.company_submit_new()}</Link>}
          />
        ) : (
          <Step
            title={m.company_awaiting_review_title()}
            text={m.company_awaiting_review_text()}
            action={<Link to="/company-status" className={buttonClass('primary', 'md')}>{m.company_view_status()}</Link>}
          />
        )}
      </Card>
    </div>
  );
}

function Step({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-yellow-100 text-yellow-800">
        <HourglassIcon className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="mt-1 break-words text-slate-600">{text}</p>
        <div className="mt-5">{action}</div>
      </div>
    </div>
  );
}
