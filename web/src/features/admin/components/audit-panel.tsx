// The Audit tab: the whole trail as a timeline, filtered by entity type, event type, actor or one record's id.
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntityType } from '@domain/admin/types';
import { buttonClass } from '@/components/ui/button-styles';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AuditFilter } from '../api/audit';
import { adminUsersQueryOptions } from '../api/users';
import { ADMINS_QUERY } from './admins-table';
import { AuditTimeline } from './audit-timeline';
import { ENTITY_TYPES, EVENT_LABELS, entityLabel, thisEntity } from './format';
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
      <form aria-label={m.admin_filter_audit_trail()} className="space-y-4" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor="audit-entity-type" className={labelClass}>{m.admin_record_type()}</label>
          <select id="audit-entity-type" className={selectClass} value={entityType} onChange={(e) => setEntityType(e.target.value as AuditEntityType | '')}>
            <option value="">{m.admin_all_records()}</option>
            {ENTITY_TYPES.map((value) => (
              <option key={value} value={value}>{entityLabel(value)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-type" className={labelClass}>{m.admin_event()}</label>
          <select id="audit-type" className={selectClass} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{m.admin_all_events()}</option>
            {Object.entries(EVENT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label()}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className={labelClass}>{m.admin_done_by()}</label>
          <select id="audit-actor" className={selectClass} value={actorId} onChange={(e) => setActorId(e.target.value)}>
            <option value="">{m.admin_anyone()}</option>
            {admins.map((a) => (
              <option key={a.id} value={a.id}>{a.username}</option>
            ))}
            <option value="system">{m.admin_actor_system()}</option>
          </select>
        </div>
        <div>
          <label htmlFor="audit-entity-id" className={labelClass}>{m.admin_record_id()}</label>
          <input
            id="audit-entity-id"
            value={entityIdText}
            onChange={(e) => setEntityIdText(e.target.value)}
            placeholder={m.admin_record_id_placeholder()}
            autoComplete="off"
            className={`${selectClass} placeholder:text-slate-500`}
          />
        </div>
        {filtered ? (
          <button type="button" className={buttonClass('ghost', 'sm', '-ms-2.5')} onClick={clear}>
            {m.admin_clear_filters()}
          </button>
        ) : null}
      </form>
      <section aria-label={m.admin_audit_trail()} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <AuditTimeline
          filter={filter}
          onShowEntity={(e) => setSubject({ entityType: e.entityType, entityId: e.entityId, name: e.note && e.entityType !== 'application' ? e.note : thisEntity(e.entityType) })}
        />
      </section>
      <HistoryDialog subject={subject} onClose={() => setSubject(null)} />
    </div>
  );
}
