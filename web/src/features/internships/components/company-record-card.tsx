// What only the event log can show of a company (DESIGN.md §4.1), on its internships' page: how many internships with it
// were completed and confirmed by their students, and (when any promised a stipend) the share paid as promised.
import type { CompanyRecord } from '@domain/applications/types';
import { Card } from '@/components/ui/card';
import { TrophyIcon } from '@/components/ui/icons';
import { describeRecord } from './record-format';

export function CompanyRecordCard({ record, companyName }: { record: CompanyRecord; companyName: string }) {
  const words = describeRecord(record);
  return (
    <Card data-testid="company-record" className="p-5 sm:p-6">
      <section aria-labelledby="company-record-heading">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
            <TrophyIcon className="size-5.5" />
          </span>
          <div className="min-w-0">
            <h2 id="company-record-heading" className="text-base font-bold text-slate-900">Track Record</h2>
            <p className="text-sm text-slate-600">What students who finished an internship with {companyName} told us.</p>
          </div>
        </div>
        <dl className="mt-5 space-y-3">
          {record.completedInternships > 0 ? (
            <div className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-3">
              <dt className="text-sm text-slate-700">
                <span className="block">{words.completedUnit}</span>
                <span className="block text-xs text-slate-600">confirmed by their students on this site</span>
              </dt>
              <dd data-testid="record-completed" className="text-2xl font-extrabold text-slate-900">
                {record.completedInternships.toLocaleString('en-US')}
              </dd>
            </div>
          ) : (
            <div className="rounded-xl bg-slate-50 px-4 py-3">
              <dt className="sr-only">completed internships</dt>
              <dd data-testid="record-completed" className="text-sm text-slate-700">
                No internship with {companyName} has been completed here yet.
              </dd>
            </div>
          )}
          {words.share ? (
            <div className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-3">
              <dt className="text-sm text-slate-700">
                <span className="block">paid the stipend as promised</span>
                <span className="block text-xs text-slate-600">{words.paid}</span>
              </dt>
              <dd data-testid="record-paid-share" className="text-2xl font-extrabold text-slate-900">
                {words.share}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </Card>
  );
}
