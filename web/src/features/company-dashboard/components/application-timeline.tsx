// The status history of one application: the submission, then every change with who made it, when, and its note.
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import { formatMoment } from './format';
import { statusLabel } from './labels';
import { m } from '@/paraglide/messages.js';

function describe(entry: ApplicationHistoryEntry): string {
  const to = statusLabel(entry.to);
  if (entry.from === null) return entry.byName ? m.company_history_applied_by({ name: entry.byName, status: to }) : m.company_history_applied({ status: to });
  const from = statusLabel(entry.from);
  return entry.byName ? m.company_history_change_by({ from, to, name: entry.byName }) : m.company_history_change({ from, to });
}

export function ApplicationTimeline({ id, history }: { id: string; history: ApplicationHistoryEntry[] }) {
  return (
    <div id={id} className="mt-3 rounded-xl bg-slate-50 p-4">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{m.company_status_history()}</h4>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{m.company_no_history()}</p>
      ) : (
        <ol data-testid="application-history" className="mt-3 space-y-3 border-s-2 border-indigo-200 ps-4">
          {history.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -start-[1.3rem] size-2.5 rounded-full bg-indigo-500 ring-2 ring-slate-50" />
              <p className="text-sm font-medium break-words text-slate-800">{describe(entry)}</p>
              {entry.note ? (
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
                  <span className="font-medium">{m.company_note_to_student()}</span> {entry.note}
                </p>
              ) : null}
              <p className="text-xs text-slate-600">
                <time dateTime={entry.at}>{formatMoment(entry.at) ?? entry.at}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
