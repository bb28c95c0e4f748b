// Router for what admins read across contexts: the audit trail of every status change and admin action, and the real figures.
import Router from '@koa/router';
import { auditQuerySchema } from '@domain/admin/schemas';
import { getAudit } from '@backend/queries/admin/get-audit';
import { getStats } from '@backend/queries/admin/get-stats';
import { parses, parseOrThrow } from '@backend/http/middleware/validate';
import { adminsOnly } from './admin-guards';

export function adminInsightRoutes() {
  const router = new Router({ prefix: '/api/admin' });

  router.get('/audit', adminsOnly(), parses({ query: auditQuerySchema }), async (ctx) => {
    const page = await getAudit(ctx.deps.readStore, parseOrThrow(auditQuerySchema, ctx.query));
    if (page.next) ctx.set('X-Next-Before', page.next);
    ctx.body = page.entries;
  });

  router.get('/stats', adminsOnly(), async (ctx) => {
    ctx.body = await getStats(ctx.deps.readStore);
  });

  return router;
}
