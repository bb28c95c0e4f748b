// Command CompletePasswordReset: the link is used (once, within its hour, the newest only), then the new password recorded
// (PasswordChanged: the credentials change and the usual "password changed" e-mail goes). The route ends the sessions. A
// password changed since the link was asked for kills the link.
import { invalid } from '@domain/shared/errors';
import { userStream } from '@domain/users/decider';
import { passwordResetDecider, passwordResetStream, RESET_LINK_DEAD } from '@domain/password-reset/decider';
import { lastAppended, handleCommand, type Appended, type CommandContext } from '../command-handler';
import { changePassword } from '../users/change-password';
import { accountOfLinkToken, hashLinkToken } from '../link-token';

export async function completePasswordReset(ctx: CommandContext, token: string, newPassword: string): Promise<{ userId: string; appended: Appended | null }> {
  const userId = accountOfLinkToken(token);
  if (!userId) throw invalid(RESET_LINK_DEAD, { token: RESET_LINK_DEAD });
  // A password changed since the link went out (in Settings, say) kills the link: whoever asked for it no longer needs it.
  const account = await ctx.events.readStream(userStream(userId));
  const passwordChangedAt = account.findLast((e) => e.type === 'PasswordChanged')?.metadata.at ?? null;
  const used = await handleCommand(ctx, passwordResetStream(userId), passwordResetDecider, {
    type: 'CompletePasswordReset',
    data: { userId, tokenHash: hashLinkToken(token), at: ctx.now().toISOString(), passwordChangedAt },
  });
  const changed = await changePassword(ctx, userId, newPassword);
  return { userId, appended: lastAppended(used.appended, changed.appended) };
}
