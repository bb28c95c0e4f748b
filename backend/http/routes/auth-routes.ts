// Router for the session resource: sign up, sign in, sign out, current user (SPEC.md §7, DESIGN.md §2).
import Router from '@koa/router';
import { loginBodySchema, registerBodySchema, type LoginBody, type RegisterBody } from '../../../domain/schemas/auth';
import { unauthorized } from '../../../domain/errors';
import { registerUser } from '../../commands/users/register-user';
import { logIn } from '../../commands/users/log-in';
import { commandContext } from '../auth';
import { validate } from '../validate';
import { rateLimit } from '../rate-limit';

export function authRoutes(rateLimitPerMinute: number) {
  const router = new Router({ prefix: '/api' });

  router.post('/register', rateLimit(rateLimitPerMinute, 'register'), validate(registerBodySchema), async (ctx) => {
    const body = ctx.state.body as RegisterBody;
    const user = await registerUser(commandContext(ctx), ctx.deps.readStore, {
      email: body.email,
      password: body.password,
      role: body.role,
      firstName: body.firstName,
      lastName: body.lastName,
      location: body.location,
      bio: body.bio,
      university: body.university,
      fieldOfStudy: body.fieldOfStudy,
      graduationYear: body.graduationYear ?? null,
      skills: body.skills,
      hobbies: body.hobbies,
    });
    ctx.session!.userId = user.id;
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/login', rateLimit(rateLimitPerMinute, 'login'), validate(loginBodySchema), async (ctx) => {
    const body = ctx.state.body as LoginBody;
    const user = await logIn(commandContext(ctx), ctx.deps.readStore, body.username, body.password);
    ctx.session!.userId = user.id;
    ctx.body = user;
  });

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
