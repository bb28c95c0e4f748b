// Router for the admins' moderation queue: the reports, open ones first by default (DESIGN.md §4.1, §4.2).
import Router from '@koa/router';
import { reportsQuerySchema } from '@domain/moderation/schemas';
import { listReports } from '@backend/queries/moderation/list-reports';
import { parseOrThrow, parses } from '@backend/http/middleware/validate';
import { adminsOnly } from './admin-guards';

export function adminReportRoutes() {
  const router = new Router({ prefix: '/api/admin/reports' });

  router.get('/', adminsOnly(), parses({ query: reportsQuerySchema }), async (ctx) => {
    const { status } = parseOrThrow(reportsQuerySchema, ctx.query);
    ctx.body = await listReports(ctx.deps.readStore, status);
  });

  return router;
}
