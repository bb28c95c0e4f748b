// Router for social login (SPEC.md §7): Google, Apple and GitHub are not set up, so their entry and callback answer 404.
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';

export const SOCIAL_PROVIDERS = ['google', 'apple', 'github'] as const;
export const SOCIAL_LOGIN_NOT_SET_UP = 'Social login is not set up';

export function socialAuthRoutes() {
  const router = new Router({ prefix: '/api/auth' });
  const answer = (provider: string) => {
    // Unknown providers get the generic 404 of every unknown API path.
    throw (SOCIAL_PROVIDERS as readonly string[]).includes(provider) ? notFound(SOCIAL_LOGIN_NOT_SET_UP) : notFound();
  };
  router.get('/:provider', (ctx) => answer(ctx.params.provider));
  router.get('/:provider/callback', (ctx) => answer(ctx.params.provider));
  return router;
}
