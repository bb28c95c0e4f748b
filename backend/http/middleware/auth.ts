// Authentication: loads the session's user from the read model; requireUser({ roles }) is where every role rule is enforced.
import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '@domain/shared/errors';
import { isBackendAdmin, type Role } from '@domain/shared/roles';
import type { PublicUser } from '@domain/users/types';
import type { CommandContext } from '@backend/commands/command-handler';
import type { Deps } from '@backend/deps';
import { getUser } from '@backend/queries/users/get-user';
import { VERIFY_FIRST } from '@domain/email-verification/decider';
import { documented } from '@backend/http/openapi/route-doc';

export const loadSessionUser = (): Middleware => async (ctx, next) => {
  const userId = ctx.session?.userId as string | undefined;
  ctx.state.user = userId ? await getUser(ctx.deps.readStore, userId) : null;
  // A session whose user no longer exists is dropped; a live one is marked as seen (idle sessions expire).
  if (userId && !ctx.state.user && ctx.session) ctx.session = null;
  else if (ctx.state.user && ctx.session?.externalKey) await ctx.deps.sessions.touch(ctx.session.externalKey);
  await next();
};

interface RequireOptions {
  roles?: Role[];
  backendAdmin?: boolean;
  /** Message of the 403 when the role does not match. */
  forbiddenMessage?: string;
  unauthorizedMessage?: string;
  /** The account's e-mail address must be verified (DESIGN.md §4.5), unless EMAIL_VERIFICATION is off. */
  verifiedEmail?: boolean;
}

export const requireUser = (options: RequireOptions = {}): Middleware =>
  documented(
    async (ctx, next) => {
      const user = ctx.state.user;
      if (!user) throw unauthorized(options.unauthorizedMessage);
      if (options.roles && !options.roles.includes(user.role)) throw forbidden(options.forbiddenMessage);
      if (options.backendAdmin && !isBackendAdmin(user)) throw forbidden(options.forbiddenMessage ?? 'Only backend admins can do this');
      if (options.verifiedEmail && !user.emailVerified && ctx.deps.config.emailVerification === 'required') throw forbidden(VERIFY_FIRST);
      await next();
    },
    { signedIn: true, roles: options.roles, backendAdmin: options.backendAdmin },
  );

export const currentUser = (state: { user?: PublicUser | null }): PublicUser => {
  if (!state.user) throw unauthorized();
  return state.user;
};

/** The command context of a request: the command path's dependencies, who acts, the request's correlation id, the clock (deps.clock). */
export const commandContext = (ctx: { deps: Deps; state: { user?: PublicUser | null; requestId?: string } }): CommandContext => ({
  ...ctx.deps.commands,
  actor: ctx.state.user ? { id: ctx.state.user.id, role: ctx.state.user.role } : null,
  correlationId: ctx.state.requestId ?? crypto.randomUUID(),
  now: ctx.deps.clock,
});
