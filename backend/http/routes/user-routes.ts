// Routers for users: the approved companies' list, the public page of a company with its responsiveness (anyone may read
// them), and the student's onboarding profile (DESIGN.md §2).
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';
import { ONLY_STUDENTS_ONBOARD } from '@domain/users/decider';
import { onboardingSchema } from '@domain/users/schemas';
import { completeStudentProfile } from '@backend/commands/users/complete-student-profile';
import { getResponsiveness } from '@backend/queries/companies/get-responsiveness';
import { getPublicCompany } from '@backend/queries/users/get-public-company';
import { listPublicCompanies } from '@backend/queries/users/list-public-companies';
import { getUser } from '@backend/queries/users/get-user';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const COMPANY_NOT_FOUND = 'Company not found';

export function userRoutes() {
  const router = new Router({ prefix: '/api' });

  router.patch<Validated<typeof onboardingSchema>>(
    '/user/profile',
    requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_ONBOARD }),
    validate(onboardingSchema),
    async (ctx) => {
      const userId = currentUser(ctx.state).id;
      const { appended } = await completeStudentProfile(commandContext(ctx), userId, ctx.state.body);
      await answerWhenProjected(ctx, appended, () => getUser(ctx.deps.readStore, userId));
    },
  );

  return router;
}

/** What anyone may read, signed in or not (app.ts also serves these before the session machinery for visitors). */
export function userReadRoutes() {
  const router = new Router({ prefix: '/api' });

  // The approved companies (public fields, by name): onboarding's preferred companies choose among them.
  router.get('/companies', async (ctx) => {
    ctx.body = await listPublicCompanies(ctx.deps.readStore);
  });

  // Only approved company accounts, only their public fields; everyone else (a company under review, a deleted one) is 404.
  router.get('/users/:id', async (ctx) => {
    const company = await getPublicCompany(ctx.deps.readStore, ctx.params.id);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    ctx.body = company;
  });

  // How quickly a company answers its applicants (shown on its internships' pages).
  router.get('/users/:id/responsiveness', async (ctx) => {
    const company = await getPublicCompany(ctx.deps.readStore, ctx.params.id);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    ctx.body = await getResponsiveness(ctx.deps.readStore, company.id);
  });

  return router;
}
