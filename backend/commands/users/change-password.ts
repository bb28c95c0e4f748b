// Command ChangePassword: records a new argon2id hash for the account (the route has checked the current password).
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';
import { hashPassword } from './register-user';

export async function changePassword(ctx: CommandContext, userId: string, newPassword: string): Promise<{ appended: Appended | null }> {
  const passwordHash = await hashPassword(newPassword);
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'ChangePassword',
    data: { userId, passwordHash, at: ctx.now().toISOString() },
  });
  return { appended };
}
