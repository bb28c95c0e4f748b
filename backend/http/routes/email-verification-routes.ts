// Router for e-mail verification (DESIGN.md §4.5): the link from the sign-up e-mail proves the address; a signed-in person
// whose address is not verified yet may ask for the link again.
import Router from '@koa/router';
import { DomainError, invalid } from '@domain/shared/errors';
import { VERIFY_LINK_DEAD } from '@domain/email-verification/decider';
import { EMAIL_VERIFIED, VERIFICATION_SENT, verifyEmailSchema } from '@domain/email-verification/schemas';
import { linkBase } from '@backend/config';
import { sendVerificationLink } from '@backend/commands/email-verification/send-verification-link';
import { verifyEmail } from '@backend/commands/email-verification/verify-email';
import { requestLocale } from '@backend/i18n/localize-answer';
import type { Limiters } from '@backend/limits/limiter-store';
import { verificationMailLimits } from '@backend/limits/verification-mail-limits';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { projected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';

export function emailVerificationRoutes(limiters: Limiters, rateLimitPerMinute: number) {
  const router = new Router({ prefix: '/api/user/verify-email' });
  const resends = verificationMailLimits(limiters);

  // No session needed: the link is often opened on another device (a phone's mail app) than the one that signed up.
  router.post<Validated<typeof verifyEmailSchema>>('/', rateLimit(limiters, rateLimitPerMinute, 'verify-email'), validate(verifyEmailSchema), async (ctx) => {
    const done = await verifyEmail(commandContext(ctx), ctx.state.body.token).catch((error: unknown) => {
      // An account deleted since the link went out: the link is simply dead.
      if (error instanceof DomainError && error.kind === 'not_found') throw invalid(VERIFY_LINK_DEAD, { token: VERIFY_LINK_DEAD });
      throw error;
    });
    // The next page (GET /api/user, the apply button) already knows.
    await projected(ctx.deps, done.appended);
    ctx.body = { message: EMAIL_VERIFIED };
  });

  router.post('/resend', requireUser(), async (ctx) => {
    const user = currentUser(ctx.state);
    if (user.emailVerified) {
      ctx.body = { message: ALREADY_VERIFIED };
      return;
    }
    await resends.spend(user.id);
    await sendVerificationLink(commandContext(ctx), { userId: user.id, email: user.email, firstName: user.firstName || null, language: user.language ?? requestLocale(ctx) }, linkBase(ctx.deps.config));
    ctx.status = 202;
    ctx.body = { message: VERIFICATION_SENT };
  });

  return router;
}
