// The audit trail as a timeline, newest first: who did what to which record, the move it made, and 'Load older' by cursor.
import { m } from '@/paraglide/messages.js';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@domain/admin/types';
import { buttonClass } from '@/components/ui/button-styles';
import { auditQueryOptions, type AuditFilter } from '../api/audit';
import { actorLabel, entityLabel, eventLabel, formatDateTime, stateLabel } from './format';

interface AuditTimelineProps {
  filter: AuditFilter;
  /** Hides the entity column (an entity's own history). */
  single?: boolean;
  /** Opens an entity's own history from its line. */
  onShowEntity?: (entry: AuditEntry) => void;
  /** Entries per page; `pageable: false` shows the first page only (no 'Load older'). */
  limit?: number;
  pageable?: boolean;
}

const TONES: Record<string, string> = {
  approved: 'bg-emerald-500',
  accepted: 'bg-emerald-500',
  published: 'bg-emerald-500',
  active: 'bg-emerald-500',
  rejected: 'bg-rose-500',
  deleted: 'bg-rose-500',
  inactive: 'bg-slate-400',
  reviewed: 'bg-sky-500',
  pending: 'bg-amber-400',
  draft: 'bg-slate-400',
  'consent requested': 'bg-amber-400',
  'consent given': 'bg-emerald-500',
  'consent refused': 'bg-rose-500',
  'consent withdrawn': 'bg-rose-500',
};

export function AuditTimeline({ filter, single = false, onShowEntity, limit, pageable = true }: AuditTimelineProps) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(auditQueryOptions(filter, limit));
  if (isError) return <p role="alert" className="text-sm text-red-700">{m.admin_audit_load_failed({ error: error.message })}</p>;
  if (isPending) return <p className="py-6 text-sm text-slate-600">{m.admin_loading()}</p>;
  const entries = data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <p className="py-6 text-sm text-slate-600" data-testid="audit-empty">{m.admin_no_entries()}</p>;
  return (
    <div>
      <ol className="relative space-y-0 border-s-2 border-slate-200 ps-0" data-testid="audit-timeline">
        {entries.map((e) => (
          <li key={e.eventId} className="relative ps-6 pb-5 last:pb-0" data-testid="audit-entry" data-type={e.type} data-entity-id={e.entityId}>
            <span aria-hidden="true" className={`absolute -start-[7px] top-1.5 size-3 rounded-full ring-4 ring-white ${TONES[e.to ?? ''] ?? 'bg-indigo-500'}`} />
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <span className="font-semibold text-slate-900">{eventLabel(e.type)}</span>
              {e.from || e.to ? (
                <span className="text-sm text-slate-700" data-testid="audit-move">
                  {m.admin_move({ from: e.from ? stateLabel(e.from) : m.admin_state_new(), to: e.to ? stateLabel(e.to) : '—' })}
                </span>
              ) : null}
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {m.admin_by()} <span className="font-medium text-slate-800" data-testid="audit-actor">{actorLabel(e.actorName)}</span>
            </p>
            {e.note ? <p className="mt-0.5 text-sm break-words text-slate-700">{e.note}</p> : null}
            {!single ? (
              <p className="mt-0.5 text-xs break-all text-slate-500">
                {entityLabel(e.entityType)} {e.entityId}
                {onShowEntity ? (
                  <>
                    {' · '}
                    <button type="button" onClick={() => onShowEntity(e)} className="font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
                      {m.admin_its_history()}
                    </button>
                  </>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {!pageable ? null : hasNextPage ? (
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-5')} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? m.admin_loading() : m.admin_load_older()}
        </button>
      ) : (
        <p className="mt-5 text-xs text-slate-500">{m.admin_start_of_history()}</p>
      )}
    </div>
  );
}
