// Command ReleaseEmail: a deleted account's e-mail address becomes free for a new sign-up (run by a reactor).
import { emailClaimDecider, emailStream } from '@domain/users/email-claim';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function releaseEmail(ctx: CommandContext, email: string, userId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, emailStream(email), emailClaimDecider, { type: 'ReleaseEmail', data: { email, userId } });
  return { appended };
}
