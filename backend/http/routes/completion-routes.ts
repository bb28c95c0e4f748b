// Router for completing an internship (DESIGN.md §4.1): the company's account of it, the student's confirmation (which
// completes the application and issues its certificate), what either side sees of it, and a company's public record.
import Router from '@koa/router';
import { confirmCompletionSchema, proposeCompletionSchema } from '@domain/applications/completion-schemas';
import { notFound } from '@domain/shared/errors';
import { confirmCompletion } from '@backend/commands/applications/confirm-completion';
import { proposeCompletion } from '@backend/commands/applications/propose-completion';
import { certificateOfApplication } from '@backend/queries/certificates/get-certificate';
import { certificateUrl, getCompletion } from '@backend/queries/completion/get-completion';
import { getCompanyRecord } from '@backend/queries/completion/get-company-record';
import { threadSideOf } from '@backend/queries/threads/thread-access';
import type { Context } from 'koa';
import { siteOrigin } from '../pages/site-origin';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const ONLY_COMPANIES_PROPOSE = 'Only the company of the internship can say how it went';
export const ONLY_STUDENTS_CONFIRM = 'Only the student can confirm the internship';
export const NO_COMPLETION = 'The company has not said how the internship went yet';
export const NO_CERTIFICATE = 'No certificate has been issued for this application yet';

const base = (ctx: Context) => siteOrigin(ctx, ctx.deps.config.publicUrl);
const sideOf = (ctx: Context, applicationId: string) =>
  threadSideOf(ctx.deps.readStore, currentUser(ctx.state), applicationId, { consentMode: ctx.deps.config.parentalConsent, now: new Date() });
const bothSides = () => requireUser({ roles: ['student', 'company'], forbiddenMessage: 'Only the student and the company of an application can see this' });

export function completionRoutes() {
  const router = new Router({ prefix: '/api' });

  router.post<Validated<typeof proposeCompletionSchema>>(
    '/applications/:id/completion',
    requireUser({ roles: ['company'], forbiddenMessage: ONLY_COMPANIES_PROPOSE }),
    validate(proposeCompletionSchema),
    async (ctx) => {
      const applicationId = ctx.params.id;
      const { appended } = await proposeCompletion(commandContext(ctx), { ...ctx.state.body, applicationId, companyId: currentUser(ctx.state).id });
      await answerWhenProjected(ctx, appended, async () => (await getCompletion(ctx.deps.readStore, applicationId, 'company', base(ctx)))!, { status: 201 });
    },
  );

  router.post<Validated<typeof confirmCompletionSchema>>(
    '/applications/:id/completion/confirm',
    requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_CONFIRM }),
    validate(confirmCompletionSchema),
    async (ctx) => {
      const student = currentUser(ctx.state);
      const { stipendPaid, nameOnCertificate } = ctx.state.body;
      const name = nameOnCertificate ?? `${student.firstName} ${student.lastName}`.trim();
      const input = { applicationId: ctx.params.id, studentId: student.id, stipendPaid, nameOnCertificate: name };
      const { certificateId, appended } = await confirmCompletion(commandContext(ctx), input);
      await answerWhenProjected(ctx, appended, async () => ({ status: 'completed', certificate: { id: certificateId, url: certificateUrl(base(ctx), certificateId) } }));
    },
  );

  router.get('/applications/:id/completion', bothSides(), async (ctx) => {
    const { me } = await sideOf(ctx, ctx.params.id);
    const completion = await getCompletion(ctx.deps.readStore, ctx.params.id, me.role, base(ctx));
    if (!completion) throw notFound(NO_COMPLETION);
    ctx.body = completion;
  });

  router.get('/applications/:id/certificate', bothSides(), async (ctx) => {
    await sideOf(ctx, ctx.params.id);
    const certificate = await certificateOfApplication(ctx.deps.readStore, ctx.params.id);
    if (!certificate) throw notFound(NO_CERTIFICATE);
    ctx.body = { id: certificate.id, url: certificateUrl(base(ctx), certificate.id) };
  });

  // Public: a company's record from its completed internships.
  router.get('/users/:id/record', async (ctx) => {
    ctx.body = await getCompanyRecord(ctx.deps.readStore, ctx.params.id);
  });

  return router;
}
