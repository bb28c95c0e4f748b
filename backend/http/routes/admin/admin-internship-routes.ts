// Router for the admins' view of internships: every internship; edit and delete (backend admins).
import Router from '@koa/router';
import { adminListQuerySchema } from '@domain/admin/schemas';
import { editInternshipSchema } from '@domain/internships/schemas';
import { deleteInternship } from '@backend/commands/internships/delete-internship';
import { editInternship } from '@backend/commands/internships/edit-internship';
import { listAdminInternships } from '@backend/queries/admin/list-admin-internships';
import { getInternship } from '@backend/queries/internships/get-internship';
import { commandContext, currentUser } from '@backend/http/middleware/auth';
import { sendPage } from './paging';
import { answerWhenProjected, projected } from '@backend/http/middleware/read-your-writes';
import { parses, parseOrThrow, validate, type Validated } from '@backend/http/middleware/validate';
import { adminsOnly, backendAdminsOnly } from './admin-guards';

export function adminInternshipRoutes() {
  const router = new Router({ prefix: '/api/admin/internships' });

  router.get('/', adminsOnly(), parses({ query: adminListQuerySchema }), async (ctx) => {
    sendPage(ctx, await listAdminInternships(ctx.deps.readStore, parseOrThrow(adminListQuerySchema, ctx.query)));
  });

  router.patch<Validated<typeof editInternshipSchema>>('/:id', backendAdminsOnly(), validate(editInternshipSchema), async (ctx) => {
    const internshipId = ctx.params.id;
    const by = { id: currentUser(ctx.state).id, as: 'admin' as const };
    const { appended } = await editInternship(commandContext(ctx), { internshipId, edit: ctx.state.body, by });
    await answerWhenProjected(ctx, appended, () => getInternship(ctx.deps.readStore, internshipId));
  });

  router.delete('/:id', backendAdminsOnly(), async (ctx) => {
    const { appended } = await deleteInternship(commandContext(ctx), ctx.params.id);
    await projected(ctx.deps, appended);
    ctx.status = 204;
  });

  return router;
}
