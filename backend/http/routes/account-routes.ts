// Router for one's own account (DESIGN.md §2): edit the profile, choose the language, change the password, sign out everywhere, delete the account.
import Router from '@koa/router';
import { changePasswordSchema, deleteAccountSchema, languageSchema, noticesSchema, OWN_PROFILE_FIELDS, ownProfileSchema } from '@domain/users/schemas';
import { lastAppended } from '@backend/commands/command-handler';
import { changePassword } from '@backend/commands/users/change-password';
import { setNotices } from '@backend/commands/users/set-notices';
import { chooseLanguage } from '@backend/commands/users/choose-language';
import { deleteUser } from '@backend/commands/users/delete-user';
import { editUserProfile } from '@backend/commands/users/edit-user-profile';
import { getUser } from '@backend/queries/users/get-user';
import { applicationIdsOf } from '@backend/queries/applications/application-ids-of';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected, projected } from '../middleware/read-your-writes';
import { confirmPassword } from './sign-in';
import { parses, parseOrThrow, validate, type Validated } from '../middleware/validate';

export function accountRoutes() {
  const router = new Router({ prefix: '/api/user' });

  // Only the fields of the person's own role are kept (a student cannot set a company name, and so on); `notices` turns
  // optional e-mail notices on or off.
  router.patch<Validated<typeof ownProfileSchema>>('/', requireUser(), validate(ownProfileSchema), parses({ body: noticesSchema }), async (ctx) => {
    const user = currentUser(ctx.state);
    const { notices } = parseOrThrow(noticesSchema, (ctx.request as { body?: unknown }).body ?? {});
    const allowed = new Set<string>(OWN_PROFILE_FIELDS[user.role]);
    const changes = Object.fromEntries(Object.entries(ctx.state.body).filter(([field]) => allowed.has(field)));
    const edited = await editUserProfile(commandContext(ctx), user.id, changes);
    const noticed = notices === undefined ? null : await setNotices(commandContext(ctx), user.id, notices);
    await answerWhenProjected(ctx, lastAppended(edited.appended, noticed?.appended ?? null), () => getUser(ctx.deps.readStore, user.id));
  });

  // The language of the site and of the person's e-mails (DESIGN.md §4.3), kept on the account.
  router.put<Validated<typeof languageSchema>>('/language', requireUser(), validate(languageSchema), async (ctx) => {
    const user = currentUser(ctx.state);
    const { appended } = await chooseLanguage(commandContext(ctx), user.id, ctx.state.body.language);
    await projected(ctx.deps, appended);
    ctx.body = { language: ctx.state.body.language };
  });

  // The other sessions end at once; this one stays signed in.
  router.post<Validated<typeof changePasswordSchema>>('/password', requireUser(), validate(changePasswordSchema), async (ctx) => {
    const user = currentUser(ctx.state);
    await confirmPassword(ctx.deps, user.id, ctx.state.body.currentPassword, ctx.ip, 'currentPassword');
    const { appended } = await changePassword(commandContext(ctx), user.id, ctx.state.body.newPassword);
    await projected(ctx.deps, appended);
    await ctx.deps.sessions.revokeAll(user.id, ctx.session?.externalKey);
    ctx.status = 204;
  });

  // Sign out everywhere, this device included.
  router.post('/sessions/end', requireUser(), async (ctx) => {
    await ctx.deps.sessions.revokeAll(currentUser(ctx.state).id);
    ctx.session = null;
    ctx.status = 204;
  });

  // The account goes (a reactor ends its sessions and frees its e-mail); confirmed with the password.
  router.delete<Validated<typeof deleteAccountSchema>>('/', requireUser(), validate(deleteAccountSchema), async (ctx) => {
    const user = currentUser(ctx.state);
    await confirmPassword(ctx.deps, user.id, ctx.state.body.password, ctx.ip, 'password');
    const applicationIds = user.role === 'student' ? await applicationIdsOf(ctx.deps.readStore, user.id) : [];
    const { appended } = await deleteUser(commandContext(ctx), user.id, { applicationIds });
    await projected(ctx.deps, appended, { reactions: true });
    ctx.session = null;
    ctx.status = 204;
  });

  return router;
}
