// The Audit tab: the whole trail as a timeline, filtered by entity type, event type, actor or one record's id.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntityType } from '@domain/admin/types';
import { buttonClass } from '@/components/ui/button-styles';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AuditFilter } from '../api/audit';
import { adminUsersQueryOptions } from '../api/users';
import { ADMINS_QUERY } from './admins-table';
import { AuditTimeline } from './audit-timeline';
import { ENTITY_LABELS, EVENT_LABELS } from './format';
import { HistoryDialog, type HistorySubject } from './history-dialog';

const selectClass =
  'h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

export function AuditPanel() {
  const [entityType, setEntityType] = useState<AuditEntityType | ''>('');
  const [type, setType] = useState('');
  const [actorId, setActorId] = useState('');
  const [entityIdText, setEntityIdText] = useState('');
  const entityId = useDebouncedValue(entityIdText.trim(), 300);
  const [subject, setSubject] = useState<HistorySubject | null>(null);
  const admins = (useQuery(adminUsersQueryOptions('users', ADMINS_QUERY)).data?.rows ?? []).filter((u) => u.role === 'admin');

  const filter: AuditFilter = {
    ...(entityType && { entityType }),
    ...(type && { type }),
    ...(actorId && { actorId }),
    ...(entityId && { entityId }),
  };
  const filtered = Object.keys(filter).length > 0;
  const clear = () => {
    setEntityType('');
    setType('');
    setActorId('');
    setEntityIdText('');
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <form aria-label="Filter the audit trail" className="space-y-4" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor="audit-entity-type" className={labelClass}>Record type</label>
          <select id="audit-entity-type" className={selectClass} value={entityType} onChange={(e) => setEntityType(e.target.value as AuditEntityType | '')}>
            <option value="">All records</option>
            {Object.entries(ENTITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-type" className={labelClass}>Event</label>
          <select id="audit-type" className={selectClass} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">All events</option>
            {Object.entries(EVENT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className={labelClass}>Done by</label>
          <select id="audit-actor" className={selectClass} value={actorId} onChange={(e) => setActorId(e.target.value)}>
            <option value="">Anyone</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>{a.username}</option>
            ))}
            <option value="system">System</option>
          </select>
        </div>
        <div>
          <label htmlFor="audit-entity-id" className={labelClass}>Record id</label>
          <input
            id="audit-entity-id"
            value={entityIdText}
            onChange={(e) => setEntityIdText(e.target.value)}
            placeholder="e.g. an application's id"
            autoComplete="off"
            className={`${selectClass} placeholder:text-slate-500`}
          />
        </div>
        {filtered ? (
          <button type="button" className={buttonClass('ghost', 'sm', '-ml-2.5')} onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </form>
      <section aria-label="Audit trail" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <AuditTimeline
          filter={filter}
          onShowEntity={(e) => setSubject({ entityType: e.entityType, entityId: e.entityId, name: e.note && e.entityType !== 'application' ? e.note : `this ${ENTITY_LABELS[e.entityType].toLowerCase()}` })}
        />
      </section>
      <HistoryDialog subject={subject} onClose={() => setSubject(null)} />
    </div>
  );
}
