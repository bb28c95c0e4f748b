// Router for a student's recommendations (DESIGN.md §4.6): postings from their onboarding interests and skills, with the reasons.
import Router from '@koa/router';
import { recommendationsFor } from '@backend/queries/internships/recommendations';
import { ageLimitOf } from '@backend/queries/internships/age-limit-of';
import { currentUser, requireUser } from '../middleware/auth';

export const ONLY_STUDENTS_RECOMMENDATIONS = 'Only students get recommendations';

export function recommendationRoutes() {
  const router = new Router({ prefix: '/api/user/recommendations' });

  router.get('/', requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_RECOMMENDATIONS }), async (ctx) => {
    const user = currentUser(ctx.state);
    const ageLimit = await ageLimitOf(ctx.deps.readStore, user, new Date());
    ctx.body = await recommendationsFor(ctx.deps.readStore, user.id, { interestedFields: user.interestedFields ?? [], skills: user.skills ?? [] }, ageLimit);
  });

  return router;
}
