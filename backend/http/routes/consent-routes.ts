// Router for parental consent (DESIGN.md §3.6): the student's own view and (re)send of the request, and the parent's page
// behind the signed link of the e-mail (no account: the link is the proof), where the parent consents, refuses or withdraws.
import Router from '@koa/router';
import { ADULT_AGE } from '@domain/consent/age';
import { resendConsentSchema, GUARDIAN_EMAIL_REQUIRED, GUARDIAN_NOT_YOU } from '@domain/consent/schemas';
import { conflict, invalid, notFound } from '@domain/shared/errors';
import { answerConsent, type ConsentAnswer } from '@backend/commands/consent/answer-consent';
import { resendConsentRequest } from '@backend/commands/consent/request-consent';
import type { ConsentLink } from '@backend/privacy/consent-links';
import { getConsentRequest } from '@backend/queries/consent/get-consent-request';
import { getMyConsent } from '@backend/queries/consent/get-my-consent';
import { getGuardianThread, listGuardianThreads } from '@backend/queries/threads/guardian-threads';
import { threadPageQuerySchema } from '@domain/threads/query';
import type { Deps } from '@backend/deps';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { checkGuardianAddress } from './guardian-address';
import { consentMailBudget } from '@backend/limits/consent-mail-budget';
import type { Limiters } from '@backend/limits/limiter-store';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { parseOrThrow, parses, validate, type Validated } from '../middleware/validate';
import { requestLocale } from '@backend/i18n/localize-answer';
import { MAIL_TEXTS } from '@domain/notifications/mail-texts';

export const ONLY_STUDENTS_CONSENT = 'Only student accounts have a parental consent';
export const CONSENT_LINK_INVALID = 'This link is not valid. Please use the link in the latest email.';
export const CONSENT_OFF = 'Parental consent is not asked on this platform';
export const ADULTS_NEED_NO_CONSENT = `You are ${ADULT_AGE} or older: no parent's consent is needed`;

const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_CONSENT });

/** The request behind a genuine link that is still the student's current one; 404 otherwise. */
async function linkedRequest(deps: Deps, token: string): Promise<ConsentLink> {
  const link = deps.privacy.consentLinks.verify(token);
  if (!link || !(await getConsentRequest(deps.readStore, link, new Date()))) throw notFound(CONSENT_LINK_INVALID);
  return link;
}

export function consentRoutes(limiters: Limiters) {
  const router = new Router({ prefix: '/api' });
  const budget = consentMailBudget(limiters);

  // Public: whether sign-up asks for a date of birth and a guardian, and whether new accounts verify their address (the
  // SPA's forms and notices follow it).
  router.get('/consent-policy', async (ctx) => {
    ctx.body = { parentalConsent: ctx.deps.config.parentalConsent, adultAge: ADULT_AGE, emailVerification: ctx.deps.config.emailVerification };
  });

  router.get('/user/consent', studentsOnly(), async (ctx) => {
    ctx.body = await getMyConsent(ctx.deps.readStore, currentUser(ctx.state).id, ctx.deps.config.parentalConsent, new Date());
  });

  // Resend the waiting request, or send one to a (new) address.
  router.post<Validated<typeof resendConsentSchema>>('/user/consent/resend', studentsOnly(), validate(resendConsentSchema), async (ctx) => {
    const user = currentUser(ctx.state);
    const mine = await getMyConsent(ctx.deps.readStore, user.id, ctx.deps.config.parentalConsent, new Date());
    if (ctx.deps.config.parentalConsent === 'off') throw conflict(CONSENT_OFF);
    if (!mine.required) throw conflict(ADULTS_NEED_NO_CONSENT);
    const { guardianEmail } = ctx.state.body;
    if (guardianEmail && guardianEmail.toLowerCase() === user.email.toLowerCase()) throw invalid(GUARDIAN_NOT_YOU, { guardianEmail: GUARDIAN_NOT_YOU });
    if (!guardianEmail && mine.status !== 'requested') throw invalid(GUARDIAN_EMAIL_REQUIRED, { guardianEmail: GUARDIAN_EMAIL_REQUIRED });
    const recipient = guardianEmail ?? mine.guardianEmail;
    if (recipient) await checkGuardianAddress(ctx.deps, budget, recipient);
    const { appended } = await resendConsentRequest(commandContext(ctx), user.id, guardianEmail);
    if (appended && recipient) await budget.spend(recipient);
    await answerWhenProjected(ctx, appended, () => getMyConsent(ctx.deps.readStore, user.id, ctx.deps.config.parentalConsent, new Date()));
  });

  // The parent's page: what is shared, with whom, and where consent stands.
  router.get('/consent/:token', async (ctx) => {
    const link = ctx.deps.privacy.consentLinks.verify(ctx.params.token);
    const view = link && (await getConsentRequest(ctx.deps.readStore, link, new Date()));
    if (!view) throw notFound(CONSENT_LINK_INVALID);
    // What is shared, in the parent's language (the page's: the SPA names it), as the consent e-mail lists it.
    const locale = requestLocale(ctx);
    ctx.vary('Accept-Language');
    ctx.body = locale === 'en' ? view : { ...view, sharedFields: MAIL_TEXTS[locale].sharedFields };
  });

  // The consenting parent of a student under 18 reads the student's threads (DESIGN.md §4.1), never writes in them.
  router.get('/consent/:token/threads', async (ctx) => {
    ctx.body = await listGuardianThreads(ctx.deps.readStore, await linkedRequest(ctx.deps, ctx.params.token), new Date());
  });

  router.get('/consent/:token/threads/:applicationId', parses({ query: threadPageQuerySchema }), async (ctx) => {
    const link = await linkedRequest(ctx.deps, ctx.params.token);
    const query = parseOrThrow(threadPageQuerySchema, ctx.query);
    ctx.body = await getGuardianThread(ctx.deps.readStore, link, ctx.params.applicationId, { ...query, now: new Date() });
  });

  for (const answer of ['give', 'refuse', 'withdraw'] as const satisfies readonly ConsentAnswer[])
    router.post(`/consent/:token/${answer}`, async (ctx) => {
      const link = await linkedRequest(ctx.deps, ctx.params.token);
      // The parent has no account: the event's actor is nobody; the audit trail names them 'Parent or guardian'.
      const { appended } = await answerConsent({ ...commandContext(ctx), actor: null }, link, answer);
      await answerWhenProjected(ctx, appended, async () => (await getConsentRequest(ctx.deps.readStore, link, new Date()))!);
    });

  return router;
}
