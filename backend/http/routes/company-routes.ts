// Router for a company's own workspace: its internships with applicant counts, its applicants, their statuses (with an
// optional note to the student), its responsiveness.
import Router from '@koa/router';
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import { companyApplicationStatusSchema } from '@domain/applications/schemas';
import { notFound } from '@domain/shared/errors';
import { setApplicationStatus } from '@backend/commands/applications/set-application-status';
import { listCompanyApplications } from '@backend/queries/applications/list-company-applications';
import { getResponsiveness } from '@backend/queries/companies/get-responsiveness';
import { listCompanyInternships } from '@backend/queries/internships/list-company-internships';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';
import { ownReadReplayable } from '../cache/own-read-cache';

export const ONLY_COMPANIES = 'Only company accounts can do this';
const companiesOnly = () => requireUser({ roles: ['company'], forbiddenMessage: ONLY_COMPANIES });

export function companyRoutes() {
  const router = new Router({ prefix: '/api/company' });

  router.get('/internships', companiesOnly(), ownReadReplayable, async (ctx) => {
    ctx.body = await listCompanyInternships(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  router.get('/applications', companiesOnly(), ownReadReplayable, async (ctx) => {
    const internshipId = typeof ctx.query.internshipId === 'string' ? ctx.query.internshipId : undefined;
    ctx.body = await listCompanyApplications(ctx.deps.readStore, currentUser(ctx.state).id, { consentMode: ctx.deps.config.parentalConsent, internshipId });
  });

  router.patch<Validated<typeof companyApplicationStatusSchema>>(
    '/applications/:id/status',
    companiesOnly(),
    validate(companyApplicationStatusSchema),
    async (ctx) => {
      const companyId = currentUser(ctx.state).id;
      const applicationId = ctx.params.id;
      const { status: to, note } = ctx.state.body;
      const { appended } = await setApplicationStatus(commandContext(ctx), { applicationId, to, note: note ?? null, by: { id: companyId, as: 'company' } });
      await answerWhenProjected(ctx, appended, async () => {
        const [application] = await listCompanyApplications(ctx.deps.readStore, companyId, { consentMode: ctx.deps.config.parentalConsent, applicationId });
        if (!application) throw notFound(APPLICATION_NOT_FOUND);
        return application;
      });
    },
  );

  router.get('/responsiveness', companiesOnly(), async (ctx) => {
    ctx.body = await getResponsiveness(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  return router;
}
