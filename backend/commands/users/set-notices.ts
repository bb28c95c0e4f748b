// Command SetNotices: a person turns optional e-mail notices on or off (PATCH /api/user { notices }).
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function setNotices(ctx: CommandContext, userId: string, notices: boolean): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'SetNotices',
    data: { userId, notices, at: ctx.now().toISOString() },
  });
  return { appended };
}
