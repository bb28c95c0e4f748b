// Query: the audit trail, newest first, filtered by entity, type or actor, a page at a time (`before` = the last entry's cursor).
import type { AuditQuery } from '@domain/admin/schemas';
import type { AuditEntry } from '@domain/admin/types';
import { ERASED_COMPANY_NAME } from '@domain/shared/personal-data';
import type { PublicUser } from '@domain/users/types';
import { AUDIT, type AuditDoc } from '@backend/projections/admin/audit-projection';
import type { Filter, ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: string | null;
}

/** The note of a company's application: the company's name as it is now ('Deleted company' once the account is gone). */
const companyNote = (companyId: string, users: Map<string, PublicUser>) => users.get(companyId)?.companyName ?? (users.has(companyId) ? null : ERASED_COMPANY_NAME);

const nameOf = (actorId: string | null, users: Map<string, PublicUser>) => {
  if (!actorId || actorId === 'system') return 'System';
  const u = users.get(actorId);
  if (!u) return 'Deleted user';
  if (u.role === 'company' && u.companyName) return u.companyName;
  return u.role === 'admin' ? u.username : `${u.firstName} ${u.lastName}`.trim();
};

export async function getAudit(store: ReadStore, query: AuditQuery): Promise<AuditPage> {
  const filter: Filter = {};
  if (query.entityId) filter.entityId = query.entityId;
  if (query.entityType) filter.entityType = query.entityType;
  if (query.type) filter.type = query.type;
  if (query.actorId) filter.actorId = query.actorId;
  if (query.before) filter.seq = { $lt: query.before };
  const docs = await store.collection<AuditDoc>(AUDIT).find(filter, { sort: { seq: -1, id: 1 }, limit: query.limit + 1 });
  const shown = docs.slice(0, query.limit);
  const userIds = new Set(shown.flatMap((d) => [...(d.actorId ? [d.actorId] : []), ...(d.noteCompanyId ? [d.noteCompanyId] : [])]));
  const users = new Map((await store.collection<PublicUser>(USERS).getMany([...userIds])).map((u) => [u.id, u]));
  return {
    entries: shown.map(({ id: _id, seq: _seq, actorLabel, noteCompanyId, ...d }) => {
      const entry: Record<string, unknown> = { ...d, actorName: actorLabel ?? nameOf(d.actorId, users) };
      if (noteCompanyId) entry.note = companyNote(noteCompanyId, users);
      delete entry._position;
      return entry as unknown as AuditEntry;
    }),
    next: docs.length > query.limit ? shown[shown.length - 1].seq : null,
  };
}
