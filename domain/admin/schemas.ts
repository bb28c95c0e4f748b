// Schemas of the admin views' queries: the list parameters (search, sort, paging) and the audit trail's filters.
import { z } from 'zod';

const text = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v ?? '').trim());
const count = (fallback: number, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v[0] : v) || String(fallback))
    .pipe(z.coerce.number<string>({ error: 'Must be a number' }).int('Must be a whole number').min(0, 'Must not be negative').max(max, `At most ${max}`));

/** ?q=&sort=&order=asc|desc&limit=&offset= on every admin list (the total comes in X-Total-Count). */
export const adminListQuerySchema = z.object({
  q: text,
  sort: text,
  order: text.pipe(z.enum(['', 'asc', 'desc'], { error: 'Order must be asc or desc' })).transform((o) => (o === 'asc' ? 1 : -1) as 1 | -1),
  limit: count(50, 500),
  offset: count(0, 1_000_000),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** GET /api/admin/audit?entityId=&entityType=&type=&actorId=&limit=&before= */
export const auditQuerySchema = z.object({
  entityId: text,
  entityType: text.pipe(z.enum(['', 'application', 'companyRequest', 'user', 'internship', 'blogPost'], { error: 'Unknown entity type' })),
  type: text,
  actorId: text,
  limit: count(50, 200),
  before: text,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
