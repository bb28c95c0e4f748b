// The open reports of messages (the moderation queue, DESIGN.md §4.1): why, who reported (the student or the company), their
// details, and the reported message's words with its author and time. Read-only here.
import { useQuery } from '@tanstack/react-query';
import type { AdminReport } from '@domain/moderation/types';
import { REPORT_REASON_LABELS } from '@/components/thread/thread-format';
import { Card } from '@/components/ui/card';
import { openReportsQueryOptions } from '../api/reports';
import { formatDateTime } from './format';
import { Section } from './section';

export function ReportsSection() {
  const reports = useQuery(openReportsQueryOptions());
  const count = reports.data?.length;
  return (
    <Section title="Reports" description={count === undefined ? 'Messages reported by students and companies.' : `${count} open report${count === 1 ? '' : 's'} of messages.`}>
      {reports.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : reports.isError ? (
        <p role="alert" className="text-sm text-red-700">Could not load the reports: {reports.error.message}</p>
      ) : reports.data.length === 0 ? (
        <Card className="p-5 text-center text-sm text-slate-600">No open reports.</Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Open reports">
          {reports.data.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ReportCard({ report: r }: { report: AdminReport }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="admin-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-slate-900">{REPORT_REASON_LABELS[r.reason] ?? r.reason}</h3>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">Open</span>
      </div>
      <p className="text-sm text-slate-600">
        Reported by the {r.reporterRole} on {formatDateTime(r.at)}
      </p>
      {r.details ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">Details:</span> {r.details}
        </p>
      ) : null}
      {r.message ? (
        <figure className="rounded-lg border-l-4 border-red-300 bg-slate-50 px-3 py-2">
          <blockquote data-testid="reported-words" className="text-sm break-words whitespace-pre-line text-slate-800">
            {r.message.body}
          </blockquote>
          <figcaption className="mt-1 text-xs text-slate-600">
            {r.message.from.name} ({r.message.from.role}), {formatDateTime(r.message.at)}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">The message is no longer available.</p>
      )}
      <p className="mt-auto text-xs break-all text-slate-600">
        Application ID: <span className="font-mono">{r.applicationId}</span>
      </p>
    </Card>
  );
}
