// Command DeleteUser: the account can no longer sign in and its data leaves the read models; the deletion is itself an event.
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function deleteUser(ctx: CommandContext, userId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'DeleteUser',
    data: { userId, at: ctx.now().toISOString() },
  });
  return { appended };
}
