// The row of an applicant who deleted the account (a tombstone): 'Account deleted', the status the application had and
// the dates — no name, no letter, no résumé, no messages or actions (the student's data was erased with the account).
import { Card } from '@/components/ui/card';
import type { CompanyApplication } from '@domain/applications/types';
import { StatusAndAppliedDay } from './application-status-badge';
import { formatDay } from './format';
import { m } from '@/paraglide/messages.js';

export function DeletedApplicantCard({ application }: { application: CompanyApplication }) {
  const deletedOn = formatDay(application.accountDeletedAt);
  return (
    <Card data-testid="applicant" data-account-deleted="true" className="p-5 sm:p-6">
      <article aria-label={m.company_account_deleted()}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-200 text-base font-semibold text-slate-600">
              ?
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-bold break-words text-slate-900">{m.company_account_deleted()}</h2>
              <p className="text-sm text-slate-600">{deletedOn ? m.company_deleted_on({ date: deletedOn }) : m.company_deleted_by_student()}</p>
            </div>
          </div>
          <StatusAndAppliedDay status={application.status} appliedAt={application.appliedAt} />
        </div>
        <p data-testid="applicant-account-deleted" className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-3.5 text-sm text-slate-700">
          {deletedOn ? m.company_deleted_text_on({ date: deletedOn }) : m.company_deleted_text()}
        </p>
      </article>
    </Card>
  );
}
