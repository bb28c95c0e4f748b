// Router for applications: a student applies, lists their own applications and reads one's status history (DESIGN.md §2).
import Router from '@koa/router';
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import { submitApplicationSchema } from '@domain/applications/schemas';
import { notFound } from '@domain/shared/errors';
import { submitApplication } from '@backend/commands/applications/submit-application';
import { getApplicationHistory } from '@backend/queries/applications/get-application-history';
import { getOwnApplication } from '@backend/queries/applications/get-own-application';
import { listMyApplications } from '@backend/queries/applications/list-my-applications';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const SIGN_IN_TO_APPLY = 'Please sign in to apply for internships';
export const ONLY_STUDENTS_APPLY = 'Only student accounts can apply for internships';

export function applicationRoutes() {
  const router = new Router({ prefix: '/api/applications' });

  router.post<Validated<typeof submitApplicationSchema>>(
    '/',
    requireUser({ roles: ['student'], unauthorizedMessage: SIGN_IN_TO_APPLY, forbiddenMessage: ONLY_STUDENTS_APPLY }),
    validate(submitApplicationSchema),
    async (ctx) => {
      const studentId = currentUser(ctx.state).id;
      const { internshipId, coverLetter, resume } = ctx.state.body;
      const { applicationId, appended } = await submitApplication(
        commandContext(ctx),
        { studentId, internshipId, coverLetter, resume },
        { parentalConsent: ctx.deps.config.parentalConsent },
      );
      await answerWhenProjected(ctx, appended, () => getOwnApplication(ctx.deps.readStore, studentId, applicationId), { status: 201 });
    },
  );

  // Only students have applications; other roles get an empty list.
  router.get('/', requireUser(), async (ctx) => {
    const user = currentUser(ctx.state);
    ctx.body = user.role === 'student' ? await listMyApplications(ctx.deps.readStore, user.id) : [];
  });

  // Someone else's application answers 404, exactly like a missing one.
  router.get('/:id/history', requireUser(), async (ctx) => {
    const history = await getApplicationHistory(ctx.deps.readStore, currentUser(ctx.state).id, ctx.params.id);
    if (!history) throw notFound(APPLICATION_NOT_FOUND);
    ctx.body = history;
  });

  return router;
}
