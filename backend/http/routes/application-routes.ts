// Router for applications: a student applies (with their own letter, answers, availability, and their résumé profile as it
// stands), withdraws, lists their own applications and reads one's status history (DESIGN.md §2, §4.0).
import Router from '@koa/router';
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import { submitApplicationSchema } from '@domain/applications/schemas';
import { notFound } from '@domain/shared/errors';
import type { ResumeProfile } from '@domain/applications/types';
import type { PublicUser } from '@domain/users/types';
import { submitApplication } from '@backend/commands/applications/submit-application';
import { withdrawApplication } from '@backend/commands/applications/withdraw-application';
import { getApplicationHistory } from '@backend/queries/applications/get-application-history';
import { getOwnApplication } from '@backend/queries/applications/get-own-application';
import { listMyApplications } from '@backend/queries/applications/list-my-applications';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { ownReadReplayable } from '../cache/own-read-cache';
import { validate, type Validated } from '../middleware/validate';

export const SIGN_IN_TO_APPLY = 'Please sign in to apply for internships';
export const ONLY_STUDENTS_APPLY = 'Only student accounts can apply for internships';
export const ONLY_STUDENTS_WITHDRAW = 'Only student accounts can withdraw applications';

/**
 * The résumé sent with an application: the signed-in student's profile as it stands (the session already read it from the
 * users read model, and every profile change waits for it before answering).
 */
const resumeProfileOf = (user: PublicUser): ResumeProfile => ({
  skills: user.skills ?? [],
  projects: user.projects ?? [],
  achievements: user.achievements ?? [],
  schoolName: user.schoolName ?? null,
  grade: user.grade ?? null,
});

export function applicationRoutes() {
  const router = new Router({ prefix: '/api/applications' });

  router.post<Validated<typeof submitApplicationSchema>>(
    '/',
    requireUser({ roles: ['student'], unauthorizedMessage: SIGN_IN_TO_APPLY, forbiddenMessage: ONLY_STUDENTS_APPLY, verifiedEmail: true }),
    validate(submitApplicationSchema),
    async (ctx) => {
      const student = currentUser(ctx.state);
      const studentId = student.id;
      const { internshipId, coverLetter, resume, answers, availability } = ctx.state.body;
      const { applicationId, appended } = await submitApplication(
        commandContext(ctx),
        { studentId, internshipId, coverLetter, resume, answers, availability, profile: resumeProfileOf(student) },
        { parentalConsent: ctx.deps.config.parentalConsent },
      );
      await answerWhenProjected(ctx, appended, () => getOwnApplication(ctx.deps.readStore, studentId, applicationId), { status: 201 });
    },
  );

  // The student takes back a pending or reviewed application; someone else's (or a missing one) is 404.
  router.post('/:id/withdraw', requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_WITHDRAW }), async (ctx) => {
    const studentId = currentUser(ctx.state).id;
    const applicationId = ctx.params.id;
    const { appended } = await withdrawApplication(commandContext(ctx), { applicationId, studentId });
    await answerWhenProjected(ctx, appended, async () => {
      const application = await getOwnApplication(ctx.deps.readStore, studentId, applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      return application;
    });
  });

  // Only students have applications; other roles get an empty list.
  router.get('/', requireUser(), ownReadReplayable, async (ctx) => {
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
