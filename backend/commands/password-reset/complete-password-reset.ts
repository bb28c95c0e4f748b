// Command CompletePasswordReset: the link is used (once, within its hour, the newest only), then the new password recorded
// (PasswordChanged: the credentials change and the usual "password changed" e-mail goes). The route ends the sessions.
import { invalid } from '@domain/shared/errors';
import { passwordResetDecider, passwordResetStream, RESET_LINK_DEAD } from '@domain/password-reset/decider';
import { lastAppended, handleCommand, type Appended, type CommandContext } from '../command-handler';
import { changePassword } from '../users/change-password';
import { hashResetToken } from './request-password-reset';

const ID = /^[A-Za-z0-9-]{1,64}$/;

export async function completePasswordReset(ctx: CommandContext, token: string, newPassword: string): Promise<{ userId: string; appended: Appended | null }> {
  const [userId, secret, ...rest] = token.split('.');
  if (!userId || !secret || rest.length || !ID.test(userId)) throw invalid(RESET_LINK_DEAD, { token: RESET_LINK_DEAD });
  const used = await handleCommand(ctx, passwordResetStream(userId), passwordResetDecider, {
    type: 'CompletePasswordReset',
    data: { userId, tokenHash: hashResetToken(token), at: ctx.now().toISOString() },
  });
  const changed = await changePassword(ctx, userId, newPassword);
  return { userId, appended: lastAppended(used.appended, changed.appended) };
}
