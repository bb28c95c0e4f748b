// Router for company requests: a company applies to become a verified partner and follows its requests (SPEC.md §7).
import Router from '@koa/router';
import { companyApplicationSchema } from '@domain/companies/schemas';
import { submitCompanyRequest } from '@backend/commands/companies/submit-company-request';
import { getCompanyRequest, listCompanyRequests } from '@backend/queries/companies/list-company-requests';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { COMPANY_APPLICATIONS, TOO_MANY_COMPANY_APPLICATIONS } from '@backend/limits/account-limits';
import { perAccountLimit } from '../middleware/account-limits';
import type { Limiters } from '@backend/limits/limiter-store';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const ONLY_COMPANIES_APPLY = 'Only company accounts can submit a company application';

export function companyRequestRoutes(limiters: Limiters) {
  const router = new Router({ prefix: '/api' });
  const applicationsLimit = perAccountLimit(limiters, 'company_applications', COMPANY_APPLICATIONS, TOO_MANY_COMPANY_APPLICATIONS);

  router.post<Validated<typeof companyApplicationSchema>>(
    '/company-application',
    requireUser({ roles: ['company'], forbiddenMessage: ONLY_COMPANIES_APPLY, verifiedEmail: true }),
    validate(companyApplicationSchema),
    applicationsLimit,
    async (ctx) => {
      const { requestId, appended } = await submitCompanyRequest(commandContext(ctx), currentUser(ctx.state).id, ctx.state.body);
      // The company's details reach its account through a reactor: wait for that too, so the next page shows them.
      await answerWhenProjected(ctx, appended, () => getCompanyRequest(ctx.deps.readStore, requestId), { status: 201, reactions: true });
    },
  );

  // Any signed-in user may ask; only companies have requests (SPEC: /company-status is login-required).
  router.get('/company-requests/my', requireUser(), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = user.role === 'company' ? await listCompanyRequests(ctx.deps.readStore, { companyId: user.id }) : [];
  });

  return router;
}
