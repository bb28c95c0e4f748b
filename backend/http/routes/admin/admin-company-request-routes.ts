// Router for the admins' side of company requests: the list (with the registration number and whether the e-mail's domain is
// the website's), and a backend admin's approval or rejection (once; a rejection says why, DESIGN.md §4.2).
import Router from '@koa/router';
import { COMPANY_REQUEST_NOT_FOUND } from '@domain/companies/decider';
import { decideCompanyRequestSchema } from '@domain/companies/schemas';
import { notFound } from '@domain/shared/errors';
import { decideCompanyRequest } from '@backend/commands/companies/decide-company-request';
import { getAdminCompanyRequest, listAdminCompanyRequests } from '@backend/queries/companies/list-admin-company-requests';
import { commandContext } from '@backend/http/middleware/auth';
import { answerWhenProjected } from '@backend/http/middleware/read-your-writes';
import { validate, type Validated } from '@backend/http/middleware/validate';
import { adminsOnly, backendAdminsOnly } from './admin-guards';

export function adminCompanyRequestRoutes() {
  const router = new Router({ prefix: '/api/admin/company-requests' });

  router.get('/', adminsOnly(), async (ctx) => {
    ctx.body = await listAdminCompanyRequests(ctx.deps.readStore);
  });

  // `reviewedBy` is the signed-in admin, whatever the body says; the company's approval follows through a reactor.
  router.patch<Validated<typeof decideCompanyRequestSchema>>('/:id', backendAdminsOnly(), validate(decideCompanyRequestSchema), async (ctx) => {
    const requestId = ctx.params.id;
    const { status, adminNotes } = ctx.state.body;
    const { appended } = await decideCompanyRequest(commandContext(ctx), { requestId, decision: status, adminNotes });
    await answerWhenProjected(
      ctx,
      appended,
      async () => {
        const request = await getAdminCompanyRequest(ctx.deps.readStore, requestId);
        if (!request) throw notFound(COMPANY_REQUEST_NOT_FOUND);
        return request;
      },
      { reactions: true },
    );
  });

  return router;
}
