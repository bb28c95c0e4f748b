// The timeline of one application: the submission, then every status change with who made it, when, and the note given
// with it (e.g. a company's reason for a rejection); loaded when opened.
import { useQuery } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import { Spinner } from '@/components/ui/spinner';
import { applicationHistoryQueryOptions } from '../api/application-history';
import { formatMoment, statusLabel } from './dashboard-format';

/** A change and who made it: the name the server gives (the company, the team, the student), else their role. */
function describeChange({ byName, byRole }: ApplicationHistoryEntry, from: string, to: string): string {
  if (byName) return m.student_history_changed_by({ from, to, name: byName });
  if (byRole === 'admin') return m.student_history_changed_by_admin({ from, to });
  if (byRole === 'company') return m.student_history_changed_by_company({ from, to });
  return m.student_history_changed({ from, to });
}

function describe(entry: ApplicationHistoryEntry): string {
  if (entry.from === null) return m.student_history_submitted({ status: statusLabel(entry.to) });
  if (entry.to === 'withdrawn') return m.student_history_withdrew();
  if (entry.from === 'withdrawn') return m.student_history_applied_again({ status: statusLabel(entry.to) });
  return describeChange(entry, statusLabel(entry.from), statusLabel(entry.to));
}

export function StatusHistory({ applicationId, id }: { applicationId: string; id: string }) {
  const history = useQuery(applicationHistoryQueryOptions(applicationId));
  return (
    <div id={id} className="mt-3 rounded-xl bg-slate-50 p-4">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{m.student_status_history()}</h4>
      {history.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> {m.student_history_loading()}
        </p>
      ) : history.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">{m.student_history_failed({ error: history.error.message })}</p>
      ) : history.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{m.student_history_empty()}</p>
      ) : (
        <ol data-testid="status-history" className="mt-3 space-y-3 border-s-2 border-indigo-200 ps-4">
          {history.data.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full bg-indigo-500 ring-2 ring-slate-50" />
              <p className="text-sm font-medium text-slate-800">{describe(entry)}</p>
              {entry.note ? (
                <blockquote data-testid="history-note" className="mt-1 rounded-lg border-s-4 border-indigo-300 bg-white px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700">
                  <span className="sr-only">{entry.byName ? m.student_history_note_from({ name: entry.byName }) : m.student_history_note()} </span>
                  {entry.note}
                </blockquote>
              ) : null}
              <p className="text-xs text-slate-500">
                <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
