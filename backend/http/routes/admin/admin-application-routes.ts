// Router for the admins' view of applications: every application; a backend admin sets any of SPEC's four statuses, with an
// optional note to the student.
import Router from '@koa/router';
import { adminListQuerySchema } from '@domain/admin/schemas';
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import { adminApplicationStatusSchema } from '@domain/applications/schemas';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@domain/applications/types';
import { notFound } from '@domain/shared/errors';
import { setApplicationStatus } from '@backend/commands/applications/set-application-status';
import { getAdminApplication, listAdminApplications } from '@backend/queries/admin/list-admin-applications';
import { commandContext, currentUser } from '@backend/http/middleware/auth';
import { sendPage } from './paging';
import { answerWhenProjected } from '@backend/http/middleware/read-your-writes';
import { parses, parseOrThrow, validate, type Validated } from '@backend/http/middleware/validate';
import { adminsOnly, backendAdminsOnly } from './admin-guards';

const isStatus = (s: unknown): s is ApplicationStatus => (APPLICATION_STATUSES as readonly unknown[]).includes(s);

export function adminApplicationRoutes() {
  const router = new Router({ prefix: '/api/admin/applications' });

  router.get('/', adminsOnly(), parses({ query: adminListQuerySchema }), async (ctx) => {
    const status = isStatus(ctx.query.status) ? ctx.query.status : undefined;
    sendPage(ctx, await listAdminApplications(ctx.deps.readStore, parseOrThrow(adminListQuerySchema, ctx.query), status));
  });

  router.patch<Validated<typeof adminApplicationStatusSchema>>('/:id/status', backendAdminsOnly(), validate(adminApplicationStatusSchema), async (ctx) => {
    const applicationId = ctx.params.id;
    const by = { id: currentUser(ctx.state).id, as: 'admin' as const };
    const { status: to, note } = ctx.state.body;
    const { appended } = await setApplicationStatus(commandContext(ctx), { applicationId, to, note: note ?? null, by });
    await answerWhenProjected(ctx, appended, async () => {
      const row = await getAdminApplication(ctx.deps.readStore, applicationId);
      if (!row) throw notFound(APPLICATION_NOT_FOUND);
      return row;
    });
  });

  return router;
}
