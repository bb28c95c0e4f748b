// What only the event log can show of a company (DESIGN.md §4.1), on its internships' page: how many internships with it
// were completed and confirmed by their students, and (when any promised a stipend) the share paid as promised.
import { m } from '@/paraglide/messages.js';
import type { CompanyRecord } from '@domain/applications/types';
import { Card } from '@/components/ui/card';
import { TrophyIcon } from '@/components/ui/icons';
import { describeRecord, recordFigure } from './record-format';

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
            <h2 id="company-record-heading" className="text-base font-bold text-slate-900">{m.detail_record_title()}</h2>
            <p className="text-sm text-slate-600">{m.detail_record_intro({ company: companyName })}</p>
          </div>
        </div>
        <dl className="mt-5 space-y-3">
          {record.completedInternships > 0 ? (
            <div className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-3">
              <dt className="text-sm text-slate-700">
                <span className="block">{words.completedUnit}</span>
                <span className="block text-xs text-slate-600">{m.detail_record_confirmed()}</span>
              </dt>
              <dd data-testid="record-completed" className="text-2xl font-extrabold text-slate-900">
                {recordFigure(record.completedInternships)}
              </dd>
            </div>
          ) : (
            <div className="rounded-xl bg-slate-50 px-4 py-3">
              <dt className="sr-only">{m.detail_record_completed_unit_many()}</dt>
              <dd data-testid="record-completed" className="text-sm text-slate-700">
                {m.detail_record_none({ company: companyName })}
              </dd>
            </div>
          )}
          {words.share ? (
            <div className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-3">
              <dt className="text-sm text-slate-700">
                <span className="block">{m.detail_record_paid_as_promised()}</span>
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
