// /company-dashboard before the company is approved: what to do next — apply, wait for the review, or apply again.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { CompanyRequestStatus } from '@domain/companies/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { HourglassIcon } from '@/components/ui/icons';
import { CompanyDashboardHeader } from './company-dashboard-header';

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
            title="Complete your company application"
            text="Tell us about your company and the internship you would like to offer. Once our team has approved it, you can post internships here."
            action={<Link to="/company-application" className={buttonClass('primary', 'md')}>Complete Your Application</Link>}
          />
        ) : latestRequest.status === 'rejected' ? (
          <Step
            title="Your application was not approved"
            text={latestRequest.adminNotes ? `Note from our team: ${latestRequest.adminNotes}` : 'You may correct your details and apply again.'}
            action={<Link to="/company-application" className={buttonClass('primary', 'md')}>Submit a New Application</Link>}
          />
        ) : (
          <Step
            title="Application Under Review"
            text="Our team reviews your company within 24-48 hours. You will receive an e-mail once you are approved; then you can post internships here."
            action={<Link to="/company-status" className={buttonClass('primary', 'md')}>View Application Status</Link>}
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
