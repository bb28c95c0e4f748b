// Router for forgotten passwords (DESIGN.md §4.5, OWASP Forgot Password Cheat Sheet): ask for a link by e-mail, then choose a
// new password with it. Asking answers the same, in the same time, whether an account uses the address or not.
import Router from '@koa/router';
import { setTimeout as sleep } from 'node:timers/promises';
import { RESET_LINK_DEAD } from '@domain/password-reset/decider';
import { passwordResetConfirmSchema, passwordResetRequestSchema, RESET_REQUESTED } from '@domain/password-reset/schemas';
import { DomainError, invalid } from '@domain/shared/errors';
import { completePasswordReset } from '@backend/commands/password-reset/complete-password-reset';
import { requestPasswordReset } from '@backend/commands/password-reset/request-password-reset';
import { requestLocale } from '@backend/i18n/localize-answer';
import { newLinkToken } from '@backend/commands/link-token';
import type { Limiters } from '@backend/limits/limiter-store';
import { linkBase } from '@backend/config';
import { passwordResetLimits } from '@backend/limits/password-reset-limits';
import { commandContext } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { projected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

/**
 * Every answer to a request for a link takes at least this long: the work for a known address (two appends) is done well
 * within it, so the answer's time does not tell whether an account uses the address.
 */
export const RESET_ANSWER_MS = 250;

export function passwordResetRoutes(limiters: Limiters, rateLimitPerMinute: number) {
  const router = new Router({ prefix: '/api' });
  const limits = passwordResetLimits(limiters);

  router.post<Validated<typeof passwordResetRequestSchema>>('/password-reset', rateLimit(limiters, rateLimitPerMinute, 'password-reset'), validate(passwordResetRequestSchema), async (ctx) => {
    const started = performance.now();
    try {
      const account = await ctx.deps.credentials.byLogin(ctx.state.body.email);
      await limits.spend(ctx.state.body.email, account?.userId ?? null);
      if (account) await requestPasswordReset(commandContext(ctx), account.userId, linkBase(ctx.deps.config), requestLocale(ctx));
      // No account: a token made and dropped, nothing queued.
      else newLinkToken(null);
    } finally {
      const left = RESET_ANSWER_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
    }
    ctx.status = 202;
    ctx.body = { message: RESET_REQUESTED };
  });

  // The link's account: every session ends (whoever had one signed in), and a "password changed" e-mail goes.
  router.post<Validated<typeof passwordResetConfirmSchema>>('/password-reset/confirm', rateLimit(limiters, rateLimitPerMinute, 'password-reset-confirm'), validate(passwordResetConfirmSchema), async (ctx) => {
    const done = await completePasswordReset(commandContext(ctx), ctx.state.body.token, ctx.state.body.newPassword).catch((error: unknown) => {
      // An account deleted since the link went out: the link is simply dead.
      if (error instanceof DomainError && error.kind === 'not_found') throw invalid(RESET_LINK_DEAD, { token: RESET_LINK_DEAD });
      throw error;
    });
    await projected(ctx.deps, done.appended);
    await ctx.deps.sessions.revokeAll(done.userId);
    if (ctx.session?.userId === done.userId) ctx.session = null;
    ctx.body = { message: 'Your password is changed. You can sign in with it now.' };
  });

  return router;
}
