// Router for user resources beyond the session: the student's onboarding profile and a company's public details (DESIGN.md §2).
import Router from '@koa/router';
import { notFound } from '../../../domain/errors';
import { onboardingSchema, type OnboardingProfile } from '../../../domain/schemas/student';
import { completeStudentProfile } from '../../commands/users/complete-student-profile';
import { ONLY_STUDENTS_ONBOARD } from '../../commands/users/user-decider';
import { getPublicCompany } from '../../queries/users/get-public-company';
import { commandContext, currentUser, requireUser } from '../auth';
import { validate } from '../validate';

export const COMPANY_NOT_FOUND = 'Company not found';

export function userRoutes() {
  const router = new Router({ prefix: '/api' });

  router.patch('/user/profile', requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_ONBOARD }), validate(onboardingSchema), async (ctx) => {
    ctx.body = await completeStudentProfile(commandContext(ctx), ctx.deps.readStore, currentUser(ctx.state).id, ctx.state.body as OnboardingProfile);
  });

  // Public: only company accounts, only their public fields; everyone else is 404.
  router.get('/users/:id', async (ctx) => {
    const company = await getPublicCompany(ctx.deps.readStore, ctx.params.id);
    if (!company) throw notFound(COMPANY_NOT_FOUND);
    ctx.body = company;
  });

  return router;
}
