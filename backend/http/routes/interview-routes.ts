// Router for the interviews of an application (DESIGN.md §4.1): the company proposes times, the student accepts one or
// declines, either side lists them and downloads the invitation (.ics) of a scheduled one.
import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError, conflict, notFound } from '@domain/shared/errors';
import { INTERVIEW_NOT_FOUND, ONLY_THE_COMPANY_PROPOSES, ONLY_THE_STUDENT_ANSWERS } from '@domain/interviews/decider';
import { acceptInterviewSchema, proposeInterviewSchema } from '@domain/interviews/schemas';
import type { InterviewStatus } from '@domain/interviews/types';
import { acceptInterview, declineInterview } from '@backend/commands/interviews/answer-interview';
import { proposeInterview } from '@backend/commands/interviews/propose-interview';
import type { InterviewDoc } from '@backend/projections/interviews/interviews-projection';
import { findInterview, getInterview, interviewCalendarOf, listInterviews } from '@backend/queries/interviews/interviews';
import { threadSideOf } from '@backend/queries/threads/thread-access';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const ONLY_THE_TWO_SIDES_SEE_INTERVIEWS = 'Only the student and the company of an application see its interviews';
export const NO_INVITATION_YET: Partial<Record<InterviewStatus, string>> = {
  proposed: 'The invitation is ready once the student picks one of the proposed times.',
  declined: 'This interview was declined: there is no invitation.',
};
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const sidesOnly = () => requireUser({ roles: ['student', 'company'], forbiddenMessage: ONLY_THE_TWO_SIDES_SEE_INTERVIEWS });

const sideOf = (ctx: Context, applicationId: string) =>
  threadSideOf(ctx.deps.readStore, currentUser(ctx.state), applicationId, { consentMode: ctx.deps.config.parentalConsent, now: new Date() });

/** The interview and the signed-in side of its application; anyone else is told the interview does not exist. */
async function interviewFor(ctx: Context, interviewId: string) {
  const doc = await findInterview(ctx.deps.readStore, interviewId);
  if (!doc) throw notFound(INTERVIEW_NOT_FOUND);
  const { me } = await sideOf(ctx, doc.applicationId).catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === 'not_found' ? notFound(INTERVIEW_NOT_FOUND) : error;
  });
  return { doc, me };
}

const fileName = (doc: InterviewDoc) => `interview-${doc.id}.ics`;

export function interviewRoutes() {
  const router = new Router({ prefix: '/api' });

  router.post<Validated<typeof proposeInterviewSchema>>(
    '/applications/:id/interviews',
    requireUser({ roles: ['company'], forbiddenMessage: ONLY_THE_COMPANY_PROPOSES }),
    validate(proposeInterviewSchema),
    async (ctx) => {
      const applicationId = ctx.params.id;
      const { me } = await sideOf(ctx, applicationId);
      const { interviewId, appended } = await proposeInterview(commandContext(ctx), { applicationId, proposer: me, ...ctx.state.body });
      await answerWhenProjected(ctx, appended, async () => (await getInterview(ctx.deps.readStore, interviewId))!, { status: 201 });
    },
  );

  // The application's interviews, newest first, for either side.
  router.get('/applications/:id/interviews', sidesOnly(), async (ctx) => {
    await sideOf(ctx, ctx.params.id);
    ctx.body = await listInterviews(ctx.deps.readStore, ctx.params.id);
  });

  const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_THE_STUDENT_ANSWERS });

  router.post<Validated<typeof acceptInterviewSchema>>('/interviews/:id/accept', studentsOnly(), validate(acceptInterviewSchema), async (ctx) => {
    const { doc, me } = await interviewFor(ctx, ctx.params.id);
    const { appended, startsAt } = await acceptInterview(commandContext(ctx), { interviewId: doc.id, applicationId: doc.applicationId, student: me, slot: ctx.state.body.slot });
    await answerWhenProjected(ctx, appended, async () => ({ status: 'scheduled' as const, at: startsAt }));
  });

  router.post('/interviews/:id/decline', studentsOnly(), async (ctx) => {
    const { doc, me } = await interviewFor(ctx, ctx.params.id);
    const { appended } = await declineInterview(commandContext(ctx), { interviewId: doc.id, student: me });
    await answerWhenProjected(ctx, appended, async () => ({ status: 'declined' as const }));
  });

  // The invitation (RFC 5545) of a scheduled interview, for either side: the same text as the e-mails carried.
  router.get('/interviews/:id/ics', sidesOnly(), async (ctx) => {
    const { doc } = await interviewFor(ctx, ctx.params.id);
    const calendar = await interviewCalendarOf(ctx.deps.readStore, doc);
    if (!calendar) throw conflict(NO_INVITATION_YET[doc.status] ?? NO_INVITATION_YET.proposed!);
    ctx.set({
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${fileName(doc)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    ctx.body = calendar;
  });

  return router;
}
