// Router for the admins' view of accounts: lists by role, pending company sign-ups, edit and delete (backend admins).
import Router from '@koa/router';
import type { Context } from 'koa';
import { adminListQuerySchema } from '@domain/admin/schemas';
import { notFound } from '@domain/shared/errors';
import { USER_NOT_FOUND } from '@domain/users/decider';
import { adminEditUserSchema } from '@domain/users/schemas';
import { deleteUser } from '@backend/commands/users/delete-user';
import { editUserProfile } from '@backend/commands/users/edit-user-profile';
import { listUsers, toAdminUser } from '@backend/queries/admin/list-users';
import { getUser } from '@backend/queries/users/get-user';
import { applicationIdsOf } from '@backend/queries/applications/application-ids-of';
import { commandContext } from '@backend/http/middleware/auth';
import { sendPage } from './paging';
import { answerWhenProjected, projected } from '@backend/http/middleware/read-your-writes';
import { parses, parseOrThrow, validate, type Validated } from '@backend/http/middleware/validate';
import { adminsOnly, backendAdminsOnly } from './admin-guards';

export function adminUserRoutes() {
  const router = new Router({ prefix: '/api/admin' });

  const list = (by: Parameters<typeof listUsers>[2] = {}) => async (ctx: Context) =>
    sendPage(ctx, await listUsers(ctx.deps.readStore, parseOrThrow(adminListQuerySchema, ctx.query), by));
  router.get('/users', adminsOnly(), parses({ query: adminListQuerySchema }), list());
  router.get('/students', adminsOnly(), parses({ query: adminListQuerySchema }), list({ role: 'student' }));
  router.get('/companies', adminsOnly(), parses({ query: adminListQuerySchema }), list({ role: 'company' }));
  router.get('/pending-signups', adminsOnly(), parses({ query: adminListQuerySchema }), list({ pendingCompanies: true }));

  router.patch<Validated<typeof adminEditUserSchema>>('/users/:id', backendAdminsOnly(), validate(adminEditUserSchema), async (ctx) => {
    const userId = ctx.params.id;
    const { appended } = await editUserProfile(commandContext(ctx), userId, ctx.state.body);
    await answerWhenProjected(ctx, appended, async () => {
      const user = await getUser(ctx.deps.readStore, userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return toAdminUser(user);
    });
  });

  // The account stops signing in at once (its read models go); the e-mail is released by a reactor.
  router.delete('/users/:id', backendAdminsOnly(), async (ctx) => {
    // A student's applications stay with their companies as 'Account deleted' rows (the command ignores them for others).
    const { appended } = await deleteUser(commandContext(ctx), ctx.params.id, { applicationIds: await applicationIdsOf(ctx.deps.readStore, ctx.params.id) });
    await projected(ctx.deps, appended, { reactions: true });
    ctx.status = 204;
  });

  return router;
}
