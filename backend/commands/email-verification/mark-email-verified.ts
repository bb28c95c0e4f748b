// Command MarkEmailVerified: the platform vouches for the address of an account it made itself (demo data, backend admins).
import { emailVerificationDecider, emailVerificationStream } from '@domain/email-verification/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function markEmailVerified(ctx: CommandContext, userId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, emailVerificationStream(userId), emailVerificationDecider, {
    type: 'MarkEmailVerified',
    data: { userId, at: ctx.now().toISOString() },
  });
  return { appended };
}
