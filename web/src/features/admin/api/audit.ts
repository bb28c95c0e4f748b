// The audit trail (GET /api/admin/audit): newest first, filtered by entity, event type or actor; older pages by cursor.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditEntityType, AuditEntry } from '@domain/admin/types';
import { getWithHeaders } from '@/lib/api-client';
import { listSearch } from './admin-list';
import { adminKeys } from './admin-keys';

const AUDIT_PATH = '/api/admin/audit';
export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  entityId?: string;
  entityType?: AuditEntityType | '';
  type?: string;
  actorId?: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next (older) page, from X-Next-Before; null on the last page. */
  next: string | null;
}

export function auditQueryOptions(filter: AuditFilter, limit = AUDIT_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filter, limit),
    initialPageParam: '',
    queryFn: async ({ pageParam }): Promise<AuditPage> => {
      const { body, headers } = await getWithHeaders<AuditEntry[]>(`${AUDIT_PATH}${listSearch({ ...filter, limit, before: pageParam || undefined })}`);
      return { entries: body, next: headers.get('X-Next-Before') };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
