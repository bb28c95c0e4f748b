// The "signed in" hint cookie: readable by the page, holding no secret, it follows the session so that visitors'
// pages know there is no session without asking GET /api/user (which answers 401 and logs an error in the console).
import type { Middleware } from 'koa';

export const SIGNED_IN_HINT_COOKIE = 'ifh.signedin';

interface HintOptions {
  /** The session cookie's lifetime: the hint never outlives it by much. */
  maxAge: number;
  secure: boolean;
}

/**
 * After every request, sets the hint when the session holds a user and the browser lacks it (sign-up, sign-in, or a
 * session older than the hint), and clears it when there is no session but the browser still has one (sign-out, or a
 * session the server found invalid). Runs around the routes, so it sees the session as they left it.
 */
export const signedInHint =
  ({ maxAge, secure }: HintOptions): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } finally {
      const hinted = ctx.cookies.get(SIGNED_IN_HINT_COOKIE) === '1';
      const signedIn = Boolean(ctx.session?.userId);
      const options = { httpOnly: false, sameSite: 'lax' as const, secure, path: '/', signed: false, overwrite: true };
      if (signedIn && !hinted) ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { ...options, maxAge });
      else if (!signedIn && ctx.cookies.get(SIGNED_IN_HINT_COOKIE) !== undefined) ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '', { ...options, maxAge: 0, expires: new Date(0) });
    }
  };
