// Router for the session resource: sign up, sign in, sign out, current user (SPEC.md §7, DESIGN.md §2).
import Router from '@koa/router';
import { unauthorized } from '@domain/shared/errors';
import { loginBodySchema, registerBodySchema } from '@domain/users/schemas';
import { needsParentalConsent } from '@domain/consent/age';
import { lastAppended } from '@backend/commands/command-handler';
import { requestConsent } from '@backend/commands/consent/request-consent';
import { registerUser } from '@backend/commands/users/register-user';
import { sendVerificationLink } from '@backend/commands/email-verification/send-verification-link';
import { linkBase } from '@backend/config';
import { getUser } from '@backend/queries/users/get-user';
import { namedLocale } from '@backend/i18n/localize-answer';
import { commandContext } from '../middleware/auth';
import { ownReadReplayable } from '../cache/own-read-cache';
import type { Limiters } from '@backend/limits/limiter-store';
import { rateLimit } from '../middleware/rate-limit';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { checkGuardianAddress } from './guardian-address';
import { consentMailBudget } from '@backend/limits/consent-mail-budget';
import { signIn } from './sign-in';
import { validate, type Validated } from '../middleware/validate';
import { resumePdfOf } from '@backend/queries/resumes/resume-pdf-of';

export function authRoutes(limiters: Limiters, rateLimitPerMinute: number) {
  const router = new Router({ prefix: '/api' });
  const consentMails = consentMailBudget(limiters);

  router.post<Validated<typeof registerBodySchema>>('/register', rateLimit(limiters, rateLimitPerMinute, 'register'), validate(registerBodySchema), async (ctx) => {
    const { username: _username, profileComplete: _profileComplete, graduationYear, guardianEmail, dateOfBirth, ...body } = ctx.state.body;
    const student = body.role === 'student';
    // A student under 18 (or of unknown age) who named a guardian: the consent request goes out at once (DESIGN.md §3.6).
    const asking = student && ctx.deps.config.parentalConsent === 'required' && guardianEmail && needsParentalConsent(dateOfBirth, new Date());
    if (asking) await checkGuardianAddress(ctx.deps, consentMails, guardianEmail);
    // The language of the sign-up (the body's, else the request's when it names one) becomes the account's (DESIGN.md §4.3).
    const language = body.language ?? namedLocale(ctx);
    const registered = await registerUser(commandContext(ctx), { ...body, graduationYear: graduationYear ?? null, dateOfBirth: student ? dateOfBirth : null, language });
    const { userId } = registered;
    const consent = asking ? await requestConsent({ ...commandContext(ctx), actor: { id: userId, role: 'student' } }, userId, guardianEmail) : null;
    if (asking && consent?.appended) await consentMails.spend(guardianEmail);
    // The link that verifies the address (DESIGN.md §4.5): students need it before applying, companies before their application.
    const verification = ctx.deps.config.emailVerification === 'required'
      ? await sendVerificationLink(commandContext(ctx), { userId, email: body.email.trim(), firstName: body.firstName || null, language }, linkBase(ctx.deps.config), { atSignUp: true })
      : null;
    const appended = lastAppended(registered.appended, consent?.appended ?? null, verification?.appended ?? null);
    // A fresh session id for the new account (never one a visitor's browser already had).
    await ctx.session!.regenerate();
    ctx.session!.userId = userId;
    await answerWhenProjected(ctx, appended, () => getUser(ctx.deps.readStore, userId), { status: 201 });
  });

  router.post<Validated<typeof loginBodySchema>>('/login', rateLimit(limiters, rateLimitPerMinute, 'login'), validate(loginBodySchema), async (ctx) => {
    const userId = await signIn(ctx.deps, ctx.state.body.username, ctx.state.body.password, ctx.ip);
    await ctx.session!.regenerate();
    ctx.session!.userId = userId;
    ctx.body = await getUser(ctx.deps.readStore, userId);
  });

  // Ends the session on the server: the cookie, if kept, no longer works.
  router.post('/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/user', ownReadReplayable, async (ctx) => {
    if (!ctx.state.user) throw unauthorized();
    const user = ctx.state.user;
    // The student's own PDF résumé (its name, size and time), shown to the student only.
    ctx.body = user.role === 'student' ? { ...user, resumePdf: await resumePdfOf(ctx.deps.readStore, user.id) } : user;
  });

  return router;
}
