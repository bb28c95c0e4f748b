// Router for the session resource: sign up, sign in, sign out, current user (SPEC.md §7, DESIGN.md §2).
import Router from '@koa/router';
import { unauthorized } from '@domain/shared/errors';
import { loginBodySchema, registerBodySchema } from '@domain/users/schemas';
import { registerUser } from '../../commands/users/register-user';
import { getUser } from '../../queries/users/get-user';
import { commandContext } from '../auth';
import type { Limiters } from '../limits/limiter-store';
import { rateLimit } from '../rate-limit';
import { answerWhenProjected } from '../read-your-writes';
import { signIn } from '../sign-in';
import { validate, type Validated } from '../validate';

export function authRoutes(limiters: Limiters, rateLimitPerMinute: number) {
  const router = new Router({ prefix: '/api' });

  router.post<Validated<typeof registerBodySchema>>('/register', rateLimit(limiters, rateLimitPerMinute, 'register'), validate(registerBodySchema), async (ctx) => {
    const { username: _username, profileComplete: _profileComplete, graduationYear, ...body } = ctx.state.body;
    const { userId, appended } = await registerUser(commandContext(ctx), { ...body, graduationYear: graduationYear ?? null });
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

  router.get('/user', async (ctx) => {
    if (!ctx.state.user) throw unauthorized();
    ctx.body = ctx.state.user;
  });

  return router;
}
