// Router for social login (SPEC.md §7): Google, Apple and GitHub are not set up, so their entry and callback answer 404;
// GET /api/auth/providers lists the providers that are set up (none), so that the sign-in page shows no dead buttons.
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';

export const SOCIAL_PROVIDERS = ['google', 'apple', 'github'] as const;
export const SOCIAL_LOGIN_NOT_SET_UP = 'Social login is not set up';

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * `configured`: the providers whose client id and secret the server holds. None is set up today (no setting names them),
 * so the default is none; GET /api/auth/providers tells the sign-in page which buttons to show (issue 36).
 */
export function socialAuthRoutes(configured: readonly SocialProvider[] = []) {
  const router = new Router({ prefix: '/api/auth' });
  // Before `/:provider`, which would take 'providers' for a provider's name.
  router.get('/providers', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { providers: configured };
  });
  const answer = (provider: string) => {
    // Unknown providers get the generic 404 of every unknown API path.
    throw (SOCIAL_PROVIDERS as readonly string[]).includes(provider) ? notFound(SOCIAL_LOGIN_NOT_SET_UP) : notFound();
  };
  router.get('/:provider', (ctx) => answer(ctx.params.provider));
  router.get('/:provider/callback', (ctx) => answer(ctx.params.provider));
  return router;
}
