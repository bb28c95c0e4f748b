// Command EditUserProfile: a backend admin changes a user's profile fields (SPEC's edit dialog).
import { userDecider, userStream } from '@domain/users/decider';
import type { UserProfileChanges } from '@domain/users/events';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function editUserProfile(ctx: CommandContext, userId: string, changes: UserProfileChanges): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'EditUserProfile',
    data: { userId, changes, at: ctx.now().toISOString() },
  });
  return { appended };
}
